-- Issue #27 item 4: each instance keeps the answers of its GET calls with the version of the data they were read at
-- and compares it with the stored one on every read (core/calls/answer-cache.ts), instead of dropping them all when
-- a NOTIFY arrives: a notification reaches the other instances some milliseconds after the commit (and never, while
-- their LISTEN connection is down), and a read in between got the old answer. The version is bumped inside the
-- writing transaction, so whoever reads after the commit sees it, on any instance.
-- The old triggers go with their function.
DROP FUNCTION "notify_data_changed"() CASCADE;
--> statement-breakpoint
-- Bumps the version of every company a statement touched. Its argument is the expression that names the company of a
-- row `r` (track_data_changes chooses it); null, a global row or one whose parent is gone, counts as 0, which every
-- scope reads. DISTINCT, so no row is updated twice by one INSERT … ON CONFLICT (PostgreSQL refuses that); ORDER BY,
-- so concurrent statements lock the rows in the same order. A TRUNCATE has no transition table: it bumps every
-- company.
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	company text := TG_ARGV[0];
	touched text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		touched := format('SELECT %s FROM new_rows AS r', company);
	ELSIF TG_OP = 'UPDATE' THEN
		-- A row moved to another company changes both.
		touched := format('SELECT %1$s FROM old_rows AS r UNION ALL SELECT %1$s FROM new_rows AS r', company);
	ELSIF TG_OP = 'DELETE' THEN
		touched := format('SELECT %s FROM old_rows AS r', company);
	ELSE
		touched := 'SELECT company_id FROM data_versions UNION ALL SELECT 0';
	END IF;
	EXECUTE format(
		'INSERT INTO data_versions AS v (company_id, version) '
		|| 'SELECT DISTINCT coalesce(touched.company, 0), 1 FROM (%s) AS touched(company) ORDER BY 1 '
		|| 'ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1',
		touched
	);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches the four statement triggers (PostgreSQL allows transition tables only on a trigger of one event) to every
-- table that lacks them, or whose company expression changed (a company_id added later): run after every migration,
-- so a new module's tables are versioned without anyone remembering to. A row's company is its company_id; for a few
-- tables without one, written in a company's daily work, their parent's (a notification's user, an assignment's
-- complejo, a grant's profile), so that work does not bump 0 and drop every company's answers; any other table is of
-- no company (0). Tables of the machinery (sessions, limits, outbox, audit, files) change on every call and feed no
-- answer: not versioned.
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
					'audit_log', 'server_secrets', 'password_resets', 'stored_files', 'data_versions', '__drizzle_migrations')
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
--> statement-breakpoint
SELECT "track_data_changes"();
