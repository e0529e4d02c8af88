CREATE TABLE "provider_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "approver_signature_id" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "auto_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_signatures" ADD CONSTRAINT "provider_signatures_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_signatures_provider_idx" ON "provider_signatures" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_approver_signature_id_provider_signatures_id_fk" FOREIGN KEY ("approver_signature_id") REFERENCES "public"."provider_signatures"("id") ON DELETE no action ON UPDATE no action;