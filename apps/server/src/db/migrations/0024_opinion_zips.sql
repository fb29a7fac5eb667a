CREATE TABLE "peer_opinion_zips" (
	"tenant_id" text NOT NULL,
	"round_id" text NOT NULL,
	"kind" text NOT NULL,
	"task_id" text NOT NULL,
	"done_task_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "peer_opinion_zips_round_kind" ON "peer_opinion_zips" USING btree ("round_id","kind");