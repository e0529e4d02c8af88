ALTER TABLE "referrals" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 17 item 10. Until now referrer_id was both who created a referral and who sent it. The
-- creator keeps that value; a referral created from a received fax was sent by no user of the
-- referring clinic (the receiving clinic's user only typed it in), so its sender is cleared.
UPDATE "referrals" SET "created_by_id" = "referrer_id" WHERE "referrer_id" IS NOT NULL;--> statement-breakpoint
UPDATE "referrals" SET "referrer_id" = NULL WHERE "source" = 'fax' AND "referrer_id" IS NOT NULL;
