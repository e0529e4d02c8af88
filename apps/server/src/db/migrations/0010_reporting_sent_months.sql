CREATE TABLE "referral_sent_months" (
	"month" text NOT NULL,
	"clinic_referrer_id" integer NOT NULL,
	"source" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "referral_sent_months_month_clinic_referrer_id_source_pk" PRIMARY KEY("month","clinic_referrer_id","source")
);
--> statement-breakpoint
-- The month, clinic and source a referral counts under, or no row when it does not count
-- (a draft, deleted or not sent). US/Central as report-range.ts TZ.
CREATE OR REPLACE FUNCTION referral_sent_months_bump(
  p_sent_at timestamptz, p_deleted_at timestamptz, p_status text, p_clinic integer,
  p_source text, p_delta integer
) RETURNS void AS $$
BEGIN
  IF p_sent_at IS NULL OR p_deleted_at IS NOT NULL OR p_status = 'draft' THEN
    RETURN;
  END IF;
  INSERT INTO referral_sent_months AS s (month, clinic_referrer_id, source, sent)
  VALUES (
    to_char(p_sent_at AT TIME ZONE 'US/Central', 'YYYY-MM'),
    coalesce(p_clinic, 0),
    CASE WHEN p_clinic IS NULL THEN p_source ELSE '' END,
    p_delta
  )
  ON CONFLICT (month, clinic_referrer_id, source) DO UPDATE SET sent = s.sent + p_delta;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION referral_sent_months_track() RETURNS trigger AS $$
BEGIN
  -- A status change within the sent statuses (the usual update) moves nothing.
  IF TG_OP = 'UPDATE'
    AND OLD.sent_at IS NOT DISTINCT FROM NEW.sent_at
    AND OLD.deleted_at IS NOT DISTINCT FROM NEW.deleted_at
    AND (OLD.status = 'draft') = (NEW.status = 'draft')
    AND OLD.clinic_referrer_id IS NOT DISTINCT FROM NEW.clinic_referrer_id
    AND OLD.source = NEW.source THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM referral_sent_months_bump(OLD.sent_at, OLD.deleted_at, OLD.status,
      OLD.clinic_referrer_id, OLD.source, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM referral_sent_months_bump(NEW.sent_at, NEW.deleted_at, NEW.status,
      NEW.clinic_referrer_id, NEW.source, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER referral_sent_months_track
  AFTER INSERT OR DELETE OR UPDATE OF sent_at, deleted_at, status, clinic_referrer_id, source
  ON referrals FOR EACH ROW EXECUTE FUNCTION referral_sent_months_track();
--> statement-breakpoint
INSERT INTO referral_sent_months (month, clinic_referrer_id, source, sent)
SELECT to_char(sent_at AT TIME ZONE 'US/Central', 'YYYY-MM'), coalesce(clinic_referrer_id, 0),
  CASE WHEN clinic_referrer_id IS NULL THEN source ELSE '' END, count(*)::int
FROM referrals
WHERE sent_at IS NOT NULL AND deleted_at IS NULL AND status <> 'draft'
GROUP BY 1, 2, 3;
