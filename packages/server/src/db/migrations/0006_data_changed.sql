-- Each server instance keeps the answers of its GET calls (core/calls/answer-cache.ts). Any write to a table of
-- the product's data, by whatever code and on whichever instance, tells every instance at commit to drop them.
-- Tables of the machinery (sessions, limits, outbox, audit) change on every call and feed no list: not tracked.
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('data_changed', TG_TABLE_NAME);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches the statement trigger to every table that lacks it: run after every migration, so a new module's tables
-- are tracked without anyone remembering to.
CREATE FUNCTION "track_data_changes"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	missing record;
BEGIN
	FOR missing IN
		SELECT t.tablename FROM pg_tables t
		WHERE t.schemaname = 'public'
			AND t.tablename NOT IN ('sessions', 'rate_limits', 'failure_throttles', 'stream_tickets', 'mail_outbox',
				'audit_log', 'server_secrets', 'password_resets')
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
--> statement-breakpoint
SELECT "track_data_changes"();
