CREATE TABLE "expert_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"expert_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"institution" text NOT NULL,
	"title_name" text NOT NULL,
	"method" text NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signature_file_id" text
);
--> statement-breakpoint
CREATE TABLE "expert_verify_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"expert_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_opinions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"assignment_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conclusion" text,
	"comment" text DEFAULT '' NOT NULL,
	"signature_file_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"validity" text DEFAULT 'VALID' NOT NULL,
	"invalid_reason" text,
	"invalid_by" text,
	"invalid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "peer_round_declarations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"round_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"code" text NOT NULL,
	"snapshot_version" integer NOT NULL,
	"required" integer NOT NULL,
	"external_min" integer NOT NULL,
	"verdict" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_simulations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"round_id" text NOT NULL,
	"seed" text NOT NULL,
	"params" jsonb NOT NULL,
	"result_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"status" text DEFAULT 'SIMULATED' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "round_id" text;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "expert_id" text;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "score" jsonb;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "review_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "replacement_reason_code" text;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "replacement_reason" text;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_assignments" ADD COLUMN "created_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_verifications_expert" ON "expert_verifications" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "expert_verify_codes_expert" ON "expert_verify_codes" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_opinions_assignment" ON "peer_opinions" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "peer_opinions_declaration" ON "peer_opinions" USING btree ("declaration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_round_declarations_key" ON "peer_round_declarations" USING btree ("round_id","declaration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_round_declarations_code" ON "peer_round_declarations" USING btree ("round_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_rounds_name" ON "peer_rounds" USING btree ("tenant_id","project_time_id","name");--> statement-breakpoint
CREATE INDEX "peer_simulations_round" ON "peer_simulations" USING btree ("round_id","created_at");--> statement-breakpoint
CREATE INDEX "peer_assignments_round" ON "peer_assignments" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_assignments_live" ON "peer_assignments" USING btree ("declaration_id","expert_user_id") WHERE "peer_assignments"."status" in ('INVITED', 'ACCEPTED', 'COMPLETED');