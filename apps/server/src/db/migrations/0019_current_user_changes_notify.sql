-- Issue 19 item 3: the current-user record (names, phone, activation, last sign-in, and each
-- membership's clinic name and fax number) is kept beside a kept session's actor, so a change to
-- any of those is told on 'access_changes' too, as 0018 does for what the actor is built from.
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
