ALTER TABLE "reports" ADD COLUMN "category" varchar(20) DEFAULT 'otros' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_to" varchar(120);--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "expected_time" time;