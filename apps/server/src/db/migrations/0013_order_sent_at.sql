DROP INDEX "referrals_waiting_idx";--> statement-breakpoint
CREATE INDEX "referrals_waiting_idx" ON "referrals" USING btree ("sent_at") WHERE "referrals"."deleted_at" is null and "referrals"."status" in ('sent', 'order_approved', 'under_review', 'accepted');--> statement-breakpoint
-- An order is sent when its provider approves it: that is when the receiving clinic gets it
-- (issue 17 item 2). Orders approved before the status writer recorded it get the approval time,
-- else the time of the approval's System Log line, else their last change. The trigger of
-- migration 0010 counts them in referral_sent_months as they change.
UPDATE "referrals" r SET "sent_at" = coalesce(
  r."approved_at",
  (SELECT max(n."created_at") FROM "referral_notes" n
    WHERE n."referral_id" = r."id" AND n."group" = 'system' AND n."note" LIKE 'Order approved %'),
  r."updated_at"
)
WHERE r."is_order" AND r."sent_at" IS NULL
  AND r."status" NOT IN ('draft', 'pending_approval', 'not_approved');
