-- Issue 19 item 3: the current-user record (names, phone, activation, last sign-in, and each
-- membership's clinic name and fax number) is kept beside a kept session's actor, so a change to
-- any of those is told on 'access_changes' too, as 0018 does for what the actor is built from.
--
-- Every listening connection of an instance hears each notification, some of them late; a late
-- copy would forget what was kept after the change, again and again. So each payload now names
-- its transaction ('42:7731', '*:7731'), and an instance acts on one copy only.
CREATE OR REPLACE FUNCTION notify_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  tx text := ':' || txid_current()::text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('access_changes', '*' || tx);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('access_changes', changed.id::text || tx);
  ELSIF TG_TABLE_NAME IN ('sessions', 'clinic_users') THEN
    PERFORM pg_notify('access_changes', changed.user_id::text || tx);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER users_access_changes ON users;
--> statement-breakpoint
CREATE TRIGGER users_access_changes
  AFTER UPDATE OF uuid, email, role_id, current_clinic_id, deleted_at, firstname, lastname, phone,
    activated_at, last_login_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();
--> statement-breakpoint
DROP TRIGGER clinics_access_changes ON clinics;
--> statement-breakpoint
-- A clinic deleted, registered by a user, renamed or given another fax number.
CREATE TRIGGER clinics_access_changes
  AFTER INSERT OR UPDATE OF deleted_at, creator_id, name, fax OR DELETE ON clinics
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
