ALTER TABLE "jobs" ADD COLUMN "checkpoint" text;--> statement-breakpoint
-- Issue 18 item 1: last_error held raw error messages (which may quote bound patient values).
UPDATE "jobs" SET "last_error" = 'error (message removed)' WHERE "last_error" IS NOT NULL;
