ALTER TABLE "notifications" ADD COLUMN "referral_id" integer;--> statement-breakpoint
-- Issue 20 item 1: a notification names the patient of its referral, read through referral_id
-- under the reader's visibility. Those written before carry their referral only in their url
-- ('/referrals/{uuid}/review'): take it from there.
UPDATE "notifications" SET "referral_id" = r."id" FROM "referrals" r
  WHERE "notifications"."url" = '/referrals/' || r."uuid" || '/review';
