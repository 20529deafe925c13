ALTER TABLE "messages" ADD COLUMN "inbound_mail_id" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_inbound_mail_idx" ON "messages" USING btree ("inbound_mail_id");