CREATE TABLE "notice_towers" (
	"company_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"tower_id" integer NOT NULL,
	CONSTRAINT "notice_towers_notice_id_tower_id_pk" PRIMARY KEY("notice_id","tower_id")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_towers" ADD CONSTRAINT "notice_towers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_towers" ADD CONSTRAINT "notice_towers_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_towers" ADD CONSTRAINT "notice_towers_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_towers" ADD CONSTRAINT "notice_towers_tower_id_towers_id_fk" FOREIGN KEY ("tower_id") REFERENCES "public"."towers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_towers_tenant_idx" ON "notice_towers" USING btree ("company_id","building_id");--> statement-breakpoint
CREATE INDEX "notice_towers_tower_idx" ON "notice_towers" USING btree ("tower_id");--> statement-breakpoint
CREATE INDEX "notices_unmailed_idx" ON "notices" USING btree ("published_on") WHERE "notices"."mailed_at" is null;