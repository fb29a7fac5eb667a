CREATE TABLE "flow_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"xml" text NOT NULL,
	"starter_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"deployed_by" text,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"model_version_id" text
);
--> statement-breakpoint
CREATE TABLE "flow_history" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"activity_id" text,
	"activity_name" text,
	"event" text NOT NULL,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "flow_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"business_key" text,
	"starter_id" text NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"state" jsonb,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_model_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"version" integer NOT NULL,
	"xml" text NOT NULL,
	"comment" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_models" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"xml" text NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"element_id" text NOT NULL,
	"name" text NOT NULL,
	"assignee_id" text,
	"candidate_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_at" timestamp with time zone,
	"status" text NOT NULL,
	"form" jsonb,
	"comment" text,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"delegated_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_definitions" ADD CONSTRAINT "flow_definitions_model_version_id_flow_model_versions_id_fk" FOREIGN KEY ("model_version_id") REFERENCES "public"."flow_model_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_history" ADD CONSTRAINT "flow_history_instance_id_flow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_instances" ADD CONSTRAINT "flow_instances_definition_id_flow_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."flow_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_model_versions" ADD CONSTRAINT "flow_model_versions_model_id_flow_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."flow_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_instance_id_flow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definitions_tenant_key_version" ON "flow_definitions" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "flow_history_instance" ON "flow_history" USING btree ("instance_id","at");--> statement-breakpoint
CREATE INDEX "flow_instances_tenant_status" ON "flow_instances" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "flow_instances_starter" ON "flow_instances" USING btree ("starter_id");--> statement-breakpoint
CREATE INDEX "flow_instances_definition" ON "flow_instances" USING btree ("definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_model_versions_model_version" ON "flow_model_versions" USING btree ("model_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_models_tenant_key" ON "flow_models" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "flow_tasks_instance" ON "flow_tasks" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "flow_tasks_tenant_status" ON "flow_tasks" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "flow_tasks_assignee" ON "flow_tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "flow_tasks_completed_by" ON "flow_tasks" USING btree ("completed_by");