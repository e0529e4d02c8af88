CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"appointment_date" timestamp with time zone NOT NULL,
	"scheduled_by_id" integer,
	"is_reschedule" boolean DEFAULT false NOT NULL,
	"appointment_maintained" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" integer,
	"clinic_sender_id" integer,
	"clinic_receiver_id" integer,
	"provider" text NOT NULL,
	"provider_fax_id" text,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_sent" integer DEFAULT 0 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"units" numeric(10, 2),
	"cost_per_unit" numeric(10, 4),
	"submit_time" timestamp with time zone,
	"completion_time" timestamp with time zone,
	"attempts_made" integer DEFAULT 0 NOT NULL,
	"error" text,
	"storage_key" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faxes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" integer,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"birthdate" text,
	"phone" text,
	"ssn_encrypted" text,
	"ssn_hash" text,
	"ssn_last4" text,
	"address_line1" text,
	"address_city" text,
	"address_state" text,
	"address_zip" text,
	"full_address" text,
	"insurance_provider" text,
	"policy_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "provider_favorites" (
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_favorites_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "provider_recents" (
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_recents_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "referral_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"question_id" integer,
	"name" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" integer NOT NULL,
	"document_id" integer,
	"type" text DEFAULT 'internal' NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "referral_documents_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "referral_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" integer NOT NULL,
	"group" text NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"clinic_id" integer,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_notes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" integer,
	"clinic_id" integer,
	"user_id" integer,
	"provider" text NOT NULL,
	"provider_sid" text,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "source" text DEFAULT 'wizard' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "provider_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referrer_provider_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "is_fax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "is_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "is_public_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "mrn" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "diagnosis" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referrer_metadata" jsonb;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "approver_user_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faxes" ADD CONSTRAINT "faxes_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faxes" ADD CONSTRAINT "faxes_clinic_sender_id_clinics_id_fk" FOREIGN KEY ("clinic_sender_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faxes" ADD CONSTRAINT "faxes_clinic_receiver_id_clinics_id_fk" FOREIGN KEY ("clinic_receiver_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faxes" ADD CONSTRAINT "faxes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_favorites" ADD CONSTRAINT "provider_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_favorites" ADD CONSTRAINT "provider_favorites_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_recents" ADD CONSTRAINT "provider_recents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_recents" ADD CONSTRAINT "provider_recents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_answers" ADD CONSTRAINT "referral_answers_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_answers" ADD CONSTRAINT "referral_answers_question_id_document_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."document_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_documents" ADD CONSTRAINT "referral_documents_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_documents" ADD CONSTRAINT "referral_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_documents" ADD CONSTRAINT "referral_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_notes" ADD CONSTRAINT "referral_notes_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_notes" ADD CONSTRAINT "referral_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_notes" ADD CONSTRAINT "referral_notes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_referral_idx" ON "appointments" USING btree ("referral_id","created_at");--> statement-breakpoint
CREATE INDEX "faxes_status_idx" ON "faxes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "faxes_sender_idx" ON "faxes" USING btree ("clinic_sender_id","created_at");--> statement-breakpoint
CREATE INDEX "faxes_referral_idx" ON "faxes" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faxes_provider_id_unique" ON "faxes" USING btree ("provider","provider_fax_id");--> statement-breakpoint
CREATE INDEX "patients_ssn_hash_idx" ON "patients" USING btree ("ssn_hash");--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" USING btree (lower("lastname"),lower("firstname"));--> statement-breakpoint
CREATE INDEX "provider_recents_user_idx" ON "provider_recents" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_answers_unique" ON "referral_answers" USING btree ("referral_id","name","question");--> statement-breakpoint
CREATE INDEX "referral_documents_referral_idx" ON "referral_documents" USING btree ("referral_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_notes_referral_idx" ON "referral_notes" USING btree ("referral_id","group","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_referral_idx" ON "sms_messages" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_sid_unique" ON "sms_messages" USING btree ("provider","provider_sid");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_provider_id_providers_id_fk" FOREIGN KEY ("referrer_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_list_idx" ON "referrals" USING btree ("clinic_referrer_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "referrals"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "referrals_receiver_list_idx" ON "referrals" USING btree ("clinic_receiver_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "referrals"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "referrals_provider_idx" ON "referrals" USING btree ("provider_id","status");