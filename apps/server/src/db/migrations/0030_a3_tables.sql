CREATE TABLE "a3_table_edits" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"version" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"edited_by" text NOT NULL,
	"edited_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "a3_table_zips" (
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"scope" text NOT NULL,
	"task_id" text NOT NULL,
	"done_task_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "a3_table_edits_version" ON "a3_table_edits" USING btree ("declaration_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "a3_table_zips_scope" ON "a3_table_zips" USING btree ("project_time_id","scope");