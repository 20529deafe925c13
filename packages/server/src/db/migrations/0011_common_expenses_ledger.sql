CREATE TABLE "common_area_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_expense_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"due_day" integer DEFAULT 10 NOT NULL,
	"reserve_fund_basis_points" integer DEFAULT 1000 NOT NULL,
	"bill_tenants" boolean DEFAULT false NOT NULL,
	"late_fee_rule" varchar(20) DEFAULT 'ley-19604' NOT NULL,
	"readjust_by_index" boolean DEFAULT true NOT NULL,
	"annual_rate_basis_points" integer DEFAULT 1200 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "common_expense_settings_building_unique" UNIQUE("building_id")
);
--> statement-breakpoint
CREATE TABLE "price_index_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	"source" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_index_months_company_period_unique" UNIQUE("company_id","period")
);
--> statement-breakpoint
ALTER TABLE "common_expense_details" DROP CONSTRAINT "common_expense_details_unit_unique";--> statement-breakpoint
ALTER TABLE "common_expense_details" ADD COLUMN "payer" varchar(20) DEFAULT 'propietario' NOT NULL;--> statement-breakpoint
ALTER TABLE "common_expenses" ADD COLUMN "reserve_fund_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "common_expenses" ADD COLUMN "extra_fee_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "common_expenses" ADD COLUMN "extra_fee_split" varchar(20) DEFAULT 'coeficiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer" varchar(20) DEFAULT 'propietario' NOT NULL;--> statement-breakpoint
ALTER TABLE "common_area_charges" ADD CONSTRAINT "common_area_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_area_charges" ADD CONSTRAINT "common_area_charges_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_area_charges" ADD CONSTRAINT "common_area_charges_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_expense_settings" ADD CONSTRAINT "common_expense_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_expense_settings" ADD CONSTRAINT "common_expense_settings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_index_months" ADD CONSTRAINT "price_index_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "common_area_charges_building_period_idx" ON "common_area_charges" USING btree ("building_id","period");--> statement-breakpoint
ALTER TABLE "common_expense_details" ADD CONSTRAINT "common_expense_details_account_unique" UNIQUE("common_expense_id","apartment_id","payer");--> statement-breakpoint
-- A payment's reference becomes its identity in the complejo: rows stored before (reference '' by default, or one
-- repeated) get one of their own, marked with the row's id, so the constraint applies on an existing install.
UPDATE "payments" AS p SET "reference" = left(CASE WHEN p."reference" = '' THEN 'sin-referencia' ELSE p."reference" END, 60) || '-' || p."id"
WHERE p."reference" = '' OR EXISTS (
	SELECT 1 FROM "payments" AS q WHERE q."building_id" = p."building_id" AND q."reference" = p."reference" AND q."id" < p."id"
);--> statement-breakpoint
UPDATE "payments" AS p SET "payer" = d."payer" FROM "common_expense_details" AS d WHERE d."id" = p."detail_id";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_building_reference_unique" UNIQUE("building_id","reference");