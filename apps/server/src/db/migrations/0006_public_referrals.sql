CREATE TABLE "referral_access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_access_codes_referral_id_unique" UNIQUE("referral_id")
);
--> statement-breakpoint
ALTER TABLE "referral_access_codes" ADD CONSTRAINT "referral_access_codes_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_public_draft_idx" ON "referrals" USING btree ("created_at") WHERE "referrals"."source" = 'public' and "referrals"."status" = 'draft';