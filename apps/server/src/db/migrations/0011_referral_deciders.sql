ALTER TABLE "referrals" ADD COLUMN "accepted_by_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "declined_by_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_declined_by_id_users_id_fk" FOREIGN KEY ("declined_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Who accepted and who declined each referral so far, from the status writer's System Log lines
-- (the latest such line by a user wins).
UPDATE "referrals" r SET "accepted_by_id" = n."user_id"
FROM (
  SELECT DISTINCT ON ("referral_id") "referral_id", "user_id" FROM "referral_notes"
  WHERE "group" = 'system' AND "user_id" IS NOT NULL
    AND "note" = 'Referral is forwarded for appointment.'
  ORDER BY "referral_id", "created_at" DESC, "id" DESC
) n
WHERE r."id" = n."referral_id";--> statement-breakpoint
UPDATE "referrals" r SET "declined_by_id" = n."user_id"
FROM (
  SELECT DISTINCT ON ("referral_id") "referral_id", "user_id" FROM "referral_notes"
  WHERE "group" = 'system' AND "user_id" IS NOT NULL AND "note" LIKE 'Referral declined: %'
  ORDER BY "referral_id", "created_at" DESC, "id" DESC
) n
WHERE r."id" = n."referral_id";
--> statement-breakpoint
CREATE INDEX "referrals_accepted_by_idx" ON "referrals" USING btree ("sent_at","accepted_by_id") WHERE "referrals"."deleted_at" is null and "referrals"."status" <> 'draft' and "referrals"."accepted_by_id" is not null;--> statement-breakpoint
CREATE INDEX "referrals_declined_by_idx" ON "referrals" USING btree ("sent_at","declined_by_id") WHERE "referrals"."deleted_at" is null and "referrals"."status" <> 'draft' and "referrals"."declined_by_id" is not null;