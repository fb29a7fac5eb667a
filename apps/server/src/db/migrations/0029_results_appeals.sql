CREATE TABLE "appeal_windows" (
	"declaration_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"state" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_appeals" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"filed_by" text NOT NULL,
	"appealed_state" text NOT NULL,
	"deciding_stage" text,
	"grounds" text NOT NULL,
	"evidence_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"outcome" text,
	"reinstate_at" text,
	"to_declarant" boolean DEFAULT false NOT NULL,
	"resolution" text,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"publicity_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "declaration_appeals_batch" ON "declaration_appeals" USING btree ("tenant_id","project_time_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_appeals_open" ON "declaration_appeals" USING btree ("declaration_id") WHERE "declaration_appeals"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "school_notices_batch" ON "school_notices" USING btree ("tenant_id","project_time_id","created_at");