CREATE TABLE "account_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"email" text,
	"id_no" text,
	"institution" text,
	"unit_id" text,
	"employee_no" text,
	"title_name" text,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"response" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_titles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"title_id" text NOT NULL,
	"track_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"methods" jsonb DEFAULT '["NORMAL"]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"user_id" text NOT NULL,
	"source_record_id" text,
	"material_type" text NOT NULL,
	"field" text NOT NULL,
	"current_value" text,
	"proposed_value" text NOT NULL,
	"reason" text NOT NULL,
	"evidence_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_depart_id" text,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text,
	"dry_run" boolean NOT NULL,
	"status" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"declaration_id" text NOT NULL,
	"item_id" text,
	"file_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_decisions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_role" text NOT NULL,
	"reason" text,
	"comment" text,
	"detail" jsonb,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declaration_decisions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "declaration_items" (
	"id" text PRIMARY KEY NOT NULL,
	"declaration_id" text NOT NULL,
	"material_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"source" text DEFAULT 'self' NOT NULL,
	"source_record_id" text,
	"is_representative" boolean DEFAULT false NOT NULL,
	"representative_order" integer,
	"order_num" integer DEFAULT 0 NOT NULL,
	"verify_status" text DEFAULT 'PENDING' NOT NULL,
	"verify_comment" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"declaration_id" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"content_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"user_id" text NOT NULL,
	"unit_id" text,
	"title_id" text NOT NULL,
	"series_code" text NOT NULL,
	"level" text NOT NULL,
	"track_code" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'NORMAL' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"returned_from" text,
	"return_scope" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"snapshot_version" integer DEFAULT 0 NOT NULL,
	"eligibility" jsonb,
	"unit_rank" integer,
	"pledge_signed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"avoid_experts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_help" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"material_type" text NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"text_en" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"working" boolean NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	CONSTRAINT "holidays_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "material_directory" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"material_type" text NOT NULL,
	"verifier_depart_id" text,
	"required" text DEFAULT 'none' NOT NULL,
	"required_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_items" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "named_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text,
	"list_type" text NOT NULL,
	"staff_id" text NOT NULL,
	"level" text,
	"evidence" text,
	"effects" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"review_comment" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objections" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"publicity_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"submitter_name" text NOT NULL,
	"contact" text,
	"content" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolution" text,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"expert_user_id" text NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"conflict_declared" boolean DEFAULT false NOT NULL,
	"note" text,
	"supersedes_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_restrictions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"post_type" text NOT NULL,
	"allowed_series" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "publicities" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"scope" text NOT NULL,
	"unit_id" text,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"working_days" integer NOT NULL,
	"ends_on" date NOT NULL,
	"declaration_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"level" text NOT NULL,
	"track_code" text DEFAULT '' NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"title_id" text NOT NULL,
	"track_code" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'NORMAL' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rule" jsonb NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "source_records" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"material_type" text NOT NULL,
	"source_ref" text NOT NULL,
	"source" text NOT NULL,
	"payload" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"import_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text,
	"employee_no" text NOT NULL,
	"name" text NOT NULL,
	"sex" text,
	"birth_date" date,
	"id_no" text,
	"nation" text,
	"political_status" text,
	"unit_id" text,
	"post_type" text,
	"post_grade" text,
	"current_title_id" text,
	"current_title_name" text,
	"current_title_date" date,
	"current_title_hired_date" date,
	"education" text,
	"degree" text,
	"discipline_code" text,
	"hire_date" date,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"series_code" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"vote_stages" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_series" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"series_code" text NOT NULL,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"series_code" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_admins" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zcps_settings" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "zcps_settings_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "cutoff_date" text;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "publicity_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "appeal_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "pipeline" jsonb;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "windows" jsonb;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "order_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "project_times" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_applications_status" ON "account_applications" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_titles_key" ON "batch_titles" USING btree ("project_time_id","title_id");--> statement-breakpoint
CREATE INDEX "corrections_user" ON "corrections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "corrections_target" ON "corrections" USING btree ("tenant_id","target_depart_id","status");--> statement-breakpoint
CREATE INDEX "data_imports_tenant" ON "data_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "declaration_attachments_item" ON "declaration_attachments" USING btree ("declaration_id","item_id");--> statement-breakpoint
CREATE INDEX "declaration_decisions_declaration" ON "declaration_decisions" USING btree ("declaration_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_decisions_version" ON "declaration_decisions" USING btree ("declaration_id","version");--> statement-breakpoint
CREATE INDEX "declaration_items_declaration" ON "declaration_items" USING btree ("declaration_id","material_type");--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_snapshots_version" ON "declaration_snapshots" USING btree ("declaration_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_staff" ON "declarations" USING btree ("project_time_id","staff_id");--> statement-breakpoint
CREATE INDEX "declarations_list" ON "declarations" USING btree ("tenant_id","project_time_id","status");--> statement-breakpoint
CREATE INDEX "declarations_unit" ON "declarations" USING btree ("project_time_id","unit_id");--> statement-breakpoint
CREATE INDEX "declarations_user" ON "declarations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_help_key" ON "field_help" USING btree ("tenant_id","material_type","field");--> statement-breakpoint
CREATE UNIQUE INDEX "material_directory_key" ON "material_directory" USING btree ("project_time_id","material_type");--> statement-breakpoint
CREATE UNIQUE INDEX "named_lists_key" ON "named_lists" USING btree ("tenant_id","list_type","staff_id","project_time_id");--> statement-breakpoint
CREATE INDEX "objections_publicity" ON "objections" USING btree ("publicity_id","status");--> statement-breakpoint
CREATE INDEX "peer_assignments_declaration" ON "peer_assignments" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "peer_assignments_expert" ON "peer_assignments" USING btree ("expert_user_id","status");--> statement-breakpoint
CREATE INDEX "peer_assignments_due" ON "peer_assignments" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "post_restrictions_key" ON "post_restrictions" USING btree ("tenant_id","post_type");--> statement-breakpoint
CREATE INDEX "publicities_open" ON "publicities" USING btree ("status","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "quotas_key" ON "quotas" USING btree ("project_time_id","unit_id","level","track_code");--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_key" ON "requirements" USING btree ("project_time_id","title_id","track_code","method","version");--> statement-breakpoint
CREATE UNIQUE INDEX "source_records_ref" ON "source_records" USING btree ("tenant_id","material_type","source_ref");--> statement-breakpoint
CREATE INDEX "source_records_staff" ON "source_records" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_employee_no" ON "staff" USING btree ("tenant_id","employee_no");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user" ON "staff" USING btree ("user_id") WHERE "staff"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_unit" ON "staff" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_settings_key" ON "table_settings" USING btree ("tenant_id","series_code","level");--> statement-breakpoint
CREATE UNIQUE INDEX "title_series_code" ON "title_series" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "titles_code" ON "titles" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "titles_series" ON "titles" USING btree ("tenant_id","series_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_code" ON "tracks" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_admins_key" ON "unit_admins" USING btree ("unit_id","user_id","role");--> statement-breakpoint
CREATE INDEX "user_messages_inbox" ON "user_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_messages_unread" ON "user_messages" USING btree ("user_id") WHERE "user_messages"."read_at" is null;