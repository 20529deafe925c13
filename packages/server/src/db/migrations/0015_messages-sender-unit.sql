ALTER TABLE "message_recipients" ALTER COLUMN "status" SET DEFAULT 'no_leido';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_apartment_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_apartment_id_apartments_id_fk" FOREIGN KEY ("sender_apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;