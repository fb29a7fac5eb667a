CREATE TABLE "unit_packets" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"file_key" text,
	"size" bigint,
	"declarants" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "unit_packets_unit" ON "unit_packets" USING btree ("tenant_id","project_time_id","unit_id","created_at");