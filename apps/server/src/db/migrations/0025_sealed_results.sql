CREATE TABLE "sealed_results" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"declaration_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"supersedes_seq" integer,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"sealed_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_results_seq" ON "sealed_results" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "sealed_results_declaration" ON "sealed_results" USING btree ("declaration_id","seq");