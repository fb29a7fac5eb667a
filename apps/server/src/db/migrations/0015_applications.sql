CREATE TABLE "special_application_assignment_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"application_id" text NOT NULL,
	"from_reviewer_id" text,
	"to_reviewer_id" text NOT NULL,
	"by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_application_decisions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"application_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"reviewer_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"application_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_application_decisions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "special_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text,
	"staff_id" text NOT NULL,
	"applicant_user_id" text,
	"track" text NOT NULL,
	"level" text,
	"grounds" text NOT NULL,
	"evidence_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"named_list_id" text,
	"filed_by" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"reviewer_user_id" text,
	"assigned_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "special_application_assignment_log_application" ON "special_application_assignment_log" USING btree ("application_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "special_application_decisions_once" ON "special_application_decisions" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_applications_open" ON "special_applications" USING btree ("tenant_id","staff_id","track",coalesce("project_time_id", '')) WHERE "special_applications"."status" in ('SUBMITTED', 'ASSIGNED');--> statement-breakpoint
CREATE INDEX "special_applications_batch" ON "special_applications" USING btree ("tenant_id","project_time_id","status");--> statement-breakpoint
CREATE INDEX "special_applications_reviewer" ON "special_applications" USING btree ("reviewer_user_id","status");--> statement-breakpoint
CREATE INDEX "special_applications_named_list" ON "special_applications" USING btree ("named_list_id");