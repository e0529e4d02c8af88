-- Issue 19 item 3: every server instance keeps the actors behind session cookies in memory for a
-- few seconds. Any change to what an actor is built from (sessions, users, memberships, clinics,
-- roles) is told on the channel 'access_changes' by the database itself, whichever code wrote it:
-- the user's id, or '*' when a change may touch many users (a clinic, a role). Every instance's
-- pooled connections listen, so the writer's own instance hears it before its commit returns.
CREATE FUNCTION notify_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('access_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('access_changes', changed.id::text);
  ELSIF TG_TABLE_NAME IN ('sessions', 'clinic_users') THEN
    PERFORM pg_notify('access_changes', changed.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user moved to another clinic, given another role or e-mail, or soft-deleted; or removed.
CREATE TRIGGER users_access_changes
  AFTER UPDATE OF uuid, email, role_id, current_clinic_id, deleted_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();
--> statement-breakpoint
-- Signed out, replaced, verified, extended or shortened; or removed. A new session has no entry.
CREATE TRIGGER sessions_access_changes
  AFTER UPDATE OF user_id, revoked_at, two_factor_verified_at, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();
--> statement-breakpoint
-- Memberships: added, removed, a permission mask or the primary clinic changed.
CREATE TRIGGER clinic_users_access_changes
  AFTER INSERT OR UPDATE OR DELETE ON clinic_users
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();
--> statement-breakpoint
-- A clinic deleted (its members lose it) or registered by a user (issue 17 item 18).
CREATE TRIGGER clinics_access_changes
  AFTER INSERT OR UPDATE OF deleted_at, creator_id OR DELETE ON clinics
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
--> statement-breakpoint
CREATE TRIGGER roles_access_changes
  AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
