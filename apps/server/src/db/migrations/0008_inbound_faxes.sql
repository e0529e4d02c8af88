CREATE TABLE "inbound_faxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"clinic_id" integer,
	"detected_clinic_id" integer,
	"uri" text,
	"subject" text,
	"from_number" text,
	"from_location" text,
	"to_number" text,
	"pages_count" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"ocr_data" text,
	"detected_referrals" text,
	"error" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_faxes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "inbound_fax_id" integer;--> statement-breakpoint
ALTER TABLE "inbound_faxes" ADD CONSTRAINT "inbound_faxes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_faxes" ADD CONSTRAINT "inbound_faxes_detected_clinic_id_clinics_id_fk" FOREIGN KEY ("detected_clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_faxes" ADD CONSTRAINT "inbound_faxes_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_faxes" ADD CONSTRAINT "inbound_faxes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_faxes_external_unique" ON "inbound_faxes" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "inbound_faxes_clinic_idx" ON "inbound_faxes" USING btree ("clinic_id","date_created");--> statement-breakpoint
CREATE INDEX "inbound_faxes_status_idx" ON "inbound_faxes" USING btree ("status");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inbound_fax_id_inbound_faxes_id_fk" FOREIGN KEY ("inbound_fax_id") REFERENCES "public"."inbound_faxes"("id") ON DELETE set null ON UPDATE no action;