-- Issue #33: a period's statements generated and e-mailed in the background. A job and its items are rows, so that
-- its progress survives a reload and a restart and any instance goes on with it; an e-mail may carry files from
-- storage (the statement's PDF), read when it leaves. The jobs' tables change with every item worked on and feed no
-- kept answer (their progress is read fresh each time): they join the machinery that track_data_changes leaves
-- unversioned, as the outbox. A file is listed once under documentos, whoever saves it.
CREATE TABLE "document_job_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	"email" varchar(254),
	"recipient" varchar(200),
	"outbox_id" integer,
	"status" varchar(10) DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"error" varchar(300),
	CONSTRAINT "document_job_items_status_check" CHECK ("document_job_items"."status" in ('pendiente', 'hecho', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "document_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"common_expense_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_jobs_kind_check" CHECK ("document_jobs"."kind" in ('generar', 'enviar'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "document_job_items" ADD CONSTRAINT "document_job_items_job_id_document_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."document_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_job_items" ADD CONSTRAINT "document_job_items_detail_id_common_expense_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."common_expense_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_job_items" ADD CONSTRAINT "document_job_items_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_common_expense_id_common_expenses_id_fk" FOREIGN KEY ("common_expense_id") REFERENCES "public"."common_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_job_items_job_idx" ON "document_job_items" USING btree ("job_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "document_job_items_mailing_unique" ON "document_job_items" USING btree ("detail_id","email") WHERE "document_job_items"."email" is not null;--> statement-breakpoint
CREATE INDEX "document_jobs_period_idx" ON "document_jobs" USING btree ("common_expense_id");--> statement-breakpoint
CREATE INDEX "document_jobs_unfinished_idx" ON "document_jobs" USING btree ("id") WHERE "document_jobs"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_file_key_unique" ON "documents" USING btree ("file_key");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "track_data_changes"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	missing record;
BEGIN
	FOR missing IN
		WITH versioned AS (
			SELECT c.oid, c.relname,
				CASE
					WHEN c.relname = 'companies' THEN 'r.id'
					WHEN EXISTS (
						SELECT 1 FROM pg_attribute a
						WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
					) THEN 'r.company_id'
					WHEN c.relname = 'notifications' THEN '(SELECT p.company_id FROM users p WHERE p.id = r.user_id)'
					WHEN c.relname = 'user_buildings' THEN '(SELECT p.company_id FROM buildings p WHERE p.id = r.building_id)'
					WHEN c.relname IN ('role_modules', 'role_functionalities')
						THEN '(SELECT p.company_id FROM roles p WHERE p.id = r.role_id)'
					ELSE '0'
				END AS company
			FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
				AND c.relname NOT IN ('sessions', 'rate_limits', 'failure_throttles', 'stream_tickets', 'mail_outbox',
					'audit_log', 'server_secrets', 'password_resets', 'stored_files', 'data_versions', '__drizzle_migrations',
					'document_jobs', 'document_job_items')
		)
		SELECT v.relname, v.company, e.event, e.transition
		FROM versioned v
		CROSS JOIN (VALUES
			('insert', 'REFERENCING NEW TABLE AS new_rows'),
			('update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'),
			('delete', 'REFERENCING OLD TABLE AS old_rows'),
			('truncate', '')
		) AS e(event, transition)
		WHERE NOT EXISTS (
			SELECT 1 FROM pg_trigger g
			WHERE g.tgrelid = v.oid AND g.tgname = 'data_versions_' || e.event
				AND g.tgargs = convert_to(v.company, 'UTF8') || decode('00', 'hex')
		)
	LOOP
		EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', 'data_versions_' || missing.event, missing.relname);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions(%L)',
			'data_versions_' || missing.event, upper(missing.event), missing.relname, missing.transition, missing.company
		);
	END LOOP;
END $$;
