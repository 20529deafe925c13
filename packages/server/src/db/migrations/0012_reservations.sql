-- Issue #32: common areas booked for real. Two live bookings (pendiente or confirmada) of one area, day and turn never
-- coexist: the partial unique index says so in the database's words, with its predicate naming the live statuses and
-- a check constraint leaving no other status it could miss. Every booking has its turn (the server never wrote one
-- without, and deleting a booked turn is refused). A confirmed booking's charge names its booking, so that cancelling
-- it removes exactly that charge while its month is open; charges written before this (sums of a unit's month) keep
-- no booking. An area says how far ahead it is booked and how many bookings a unit may hold of it in a month.
DROP INDEX "reserves_slot_unique";--> statement-breakpoint
ALTER TABLE "reserves" ALTER COLUMN "turn_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "common_area_charges" ADD COLUMN "reserve_id" integer;--> statement-breakpoint
ALTER TABLE "common_areas" ADD COLUMN "booking_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "common_areas" ADD COLUMN "monthly_limit" integer;--> statement-breakpoint
ALTER TABLE "common_area_charges" ADD CONSTRAINT "common_area_charges_reserve_id_reserves_id_fk" FOREIGN KEY ("reserve_id") REFERENCES "public"."reserves"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenances_area_date_idx" ON "maintenances" USING btree ("common_area_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "reserves_live_slot_unique" ON "reserves" USING btree ("common_area_id","date","turn_id") WHERE "reserves"."status" in ('pendiente', 'confirmada');--> statement-breakpoint
CREATE INDEX "reserves_unit_date_idx" ON "reserves" USING btree ("apartment_id","date");--> statement-breakpoint
ALTER TABLE "common_area_charges" ADD CONSTRAINT "common_area_charges_reserve_unique" UNIQUE("reserve_id");--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_status_check" CHECK ("maintenances"."status" in ('pendiente', 'en_curso', 'finalizado', 'cancelado'));--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_status_check" CHECK ("reserves"."status" in ('pendiente', 'confirmada', 'rechazada', 'cancelada'));