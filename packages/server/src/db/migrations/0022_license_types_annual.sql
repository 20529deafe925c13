ALTER TABLE "license_types" ADD COLUMN "annual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The types already named as the annual leave become it; the law, not a fixed top, bounds them from now on.
UPDATE "license_types" SET "annual" = true, "max_days" = NULL WHERE lower(btrim("name")) IN ('licencia anual', 'anual', 'licencia reglamentaria');
