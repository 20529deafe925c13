-- Every server instance caches who a session belongs to and what a profile grants (core/auth/auth-cache.ts). Any
-- change to those rows, by whatever code and on whichever instance, tells every instance at commit to drop its copy.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || (CASE TG_OP WHEN 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[1]));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('user', 'id');
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('session', 'id');
--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('role', 'id');
--> statement-breakpoint
CREATE TRIGGER "role_modules_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_modules" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('role', 'role_id');
--> statement-breakpoint
CREATE TRIGGER "role_functionalities_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_functionalities" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('role', 'role_id');
--> statement-breakpoint
CREATE TRIGGER "user_buildings_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_buildings" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('user', 'user_id');
