CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"pending_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id");
--> statement-breakpoint
-- stored_files changes on every upload and feeds no list: machinery, like the limits, so no answer cache is dropped.
CREATE OR REPLACE FUNCTION "track_data_changes"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	missing record;
BEGIN
	FOR missing IN
		SELECT t.tablename FROM pg_tables t
		WHERE t.schemaname = 'public'
			AND t.tablename NOT IN ('sessions', 'rate_limits', 'failure_throttles', 'stream_tickets', 'mail_outbox',
				'audit_log', 'server_secrets', 'password_resets', 'stored_files')
			AND NOT EXISTS (
				SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
				WHERE c.relname = t.tablename AND g.tgname = t.tablename || '_data_changed'
			)
	LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
			missing.tablename || '_data_changed', missing.tablename
		);
	END LOOP;
END $$;
