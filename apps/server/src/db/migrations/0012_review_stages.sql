CREATE TABLE "department_assignment_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"item_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"material_type" text NOT NULL,
	"from_reviewer_id" text,
	"to_reviewer_id" text NOT NULL,
	"by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_assignments" (
	"item_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"task_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"material_type" text NOT NULL,
	"reviewer_user_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"supplementary" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_verdicts" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"item_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"material_type" text NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"reclassification" jsonb,
	"reviewer_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"item_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_verdicts_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "unit_recommendations" (
	"declaration_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"rank" integer,
	"recommend" boolean DEFAULT false NOT NULL,
	"remark" text,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_register_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"register_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_registers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"return_reason" text,
	"returned_by" text,
	"returned_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_reviewers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"reviewer_user_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_signoffs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"declaration_version" integer NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"comment" text,
	"override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verdict_appeals" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"item_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"evidence_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objections" ADD COLUMN "submitter_user_id" text;--> statement-breakpoint
ALTER TABLE "objections" ADD COLUMN "evidence_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "objections" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "department_assignment_log_depart" ON "department_assignment_log" USING btree ("tenant_id","depart_id","seq");--> statement-breakpoint
CREATE INDEX "department_assignments_reviewer" ON "department_assignments" USING btree ("reviewer_user_id","material_type");--> statement-breakpoint
CREATE INDEX "department_assignments_task" ON "department_assignments" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_tasks_key" ON "department_tasks" USING btree ("declaration_id","depart_id");--> statement-breakpoint
CREATE INDEX "department_tasks_depart" ON "department_tasks" USING btree ("tenant_id","depart_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "item_verdicts_version" ON "item_verdicts" USING btree ("item_id","item_version");--> statement-breakpoint
CREATE INDEX "item_verdicts_depart" ON "item_verdicts" USING btree ("tenant_id","depart_id","seq");--> statement-breakpoint
CREATE INDEX "unit_recommendations_unit" ON "unit_recommendations" USING btree ("project_time_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_register_entries_key" ON "unit_register_entries" USING btree ("register_id","declaration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_registers_key" ON "unit_registers" USING btree ("project_time_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_reviewers_key" ON "unit_reviewers" USING btree ("declaration_id","reviewer_user_id");--> statement-breakpoint
CREATE INDEX "unit_reviewers_unit" ON "unit_reviewers" USING btree ("project_time_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_signoffs_version" ON "unit_signoffs" USING btree ("declaration_id","declaration_version");--> statement-breakpoint
CREATE INDEX "verdict_appeals_depart" ON "verdict_appeals" USING btree ("tenant_id","depart_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "verdict_appeals_open" ON "verdict_appeals" USING btree ("item_id") WHERE "verdict_appeals"."status" = 'OPEN';