CREATE TABLE "paper_tallies" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"meeting_name" text NOT NULL,
	"voted_on" text NOT NULL,
	"members" integer NOT NULL,
	"attending" integer NOT NULL,
	"agree" integer NOT NULL,
	"disagree" integer NOT NULL,
	"abstain" integer NOT NULL,
	"threshold" integer NOT NULL,
	"verdict" text NOT NULL,
	"sheet_file_id" text NOT NULL,
	"entered_by" text NOT NULL,
	"entered_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by_name" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "paper_tallies_batch" ON "paper_tallies" USING btree ("project_time_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_tallies_pending" ON "paper_tallies" USING btree ("declaration_id") WHERE applied_at is null;