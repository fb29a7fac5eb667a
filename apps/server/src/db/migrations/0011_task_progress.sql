CREATE TABLE "task_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_progress_created" ON "task_progress" USING btree ("created_at");