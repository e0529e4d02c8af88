CREATE TABLE "clinic_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"tag" text NOT NULL,
	"immutable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"document_id" integer NOT NULL,
	"question" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "document_questions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"required" boolean NOT NULL,
	"question_id" integer
);
--> statement-breakpoint
CREATE TABLE "provider_specializations" (
	"provider_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "provider_specializations_provider_id_specialization_id_pk" PRIMARY KEY("provider_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" integer NOT NULL,
	"title" text,
	"firstname" text NOT NULL,
	"lastname" text,
	"can_receive" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "providers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "clinic_form_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"form_type" text NOT NULL,
	"position" integer NOT NULL,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"size" text DEFAULT '12' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"help_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinic_tags" ADD CONSTRAINT "clinic_tags_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_questions" ADD CONSTRAINT "document_questions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_question_id_document_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."document_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_specializations" ADD CONSTRAINT "provider_specializations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_specializations" ADD CONSTRAINT "provider_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_form_attributes" ADD CONSTRAINT "clinic_form_attributes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_tags_unique" ON "clinic_tags" USING btree ("clinic_id","tag");--> statement-breakpoint
CREATE INDEX "document_questions_document_idx" ON "document_questions" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_name_unique" ON "documents" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_name_unique" ON "specializations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "provider_documents_provider_idx" ON "provider_documents" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_specializations_spec_idx" ON "provider_specializations" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "providers_clinic_idx" ON "providers" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "providers_user_idx" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clinic_form_attributes_clinic_idx" ON "clinic_form_attributes" USING btree ("clinic_id","form_type","position");