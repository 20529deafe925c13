CREATE TABLE "assembly_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"assembly_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"proxy_holder" varchar(120),
	"proxy_apartment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assembly_attendance_unit_unique" UNIQUE("assembly_id","apartment_id")
);
--> statement-breakpoint
CREATE TABLE "voting_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"voting_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"cast_by" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_votes_unit_unique" UNIQUE("voting_id","apartment_id")
);
--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "majority" varchar(20) DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "quorum" varchar(20) DEFAULT 'mitad' NOT NULL;--> statement-breakpoint
ALTER TABLE "assembly_attendance" ADD CONSTRAINT "assembly_attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_attendance" ADD CONSTRAINT "assembly_attendance_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_attendance" ADD CONSTRAINT "assembly_attendance_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_attendance" ADD CONSTRAINT "assembly_attendance_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_attendance" ADD CONSTRAINT "assembly_attendance_proxy_apartment_id_apartments_id_fk" FOREIGN KEY ("proxy_apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_detail_id_voting_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."voting_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assembly_attendance_tenant_idx" ON "assembly_attendance" USING btree ("company_id","building_id");--> statement-breakpoint
CREATE INDEX "voting_votes_tenant_idx" ON "voting_votes" USING btree ("company_id","building_id");--> statement-breakpoint
ALTER TABLE "voting_details" DROP COLUMN "votes";