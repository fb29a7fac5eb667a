CREATE TABLE "review_team_members" (
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"duty" text DEFAULT 'MEMBER' NOT NULL,
	"unit_id" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_teams" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"stage" text NOT NULL,
	"name" text NOT NULL,
	"leader_user_id" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_allocations" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"stage" text NOT NULL,
	"team_id" text NOT NULL,
	"from_team_id" text,
	"mode" text NOT NULL,
	"by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_cases" (
	"declaration_id" text NOT NULL,
	"stage" text NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text,
	"team_id" text,
	"allocated_by" text,
	"allocated_at" timestamp with time zone,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"last_check_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"return_deadline" text,
	"return_target" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_cases_declaration_id_stage_pk" PRIMARY KEY("declaration_id","stage")
);
--> statement-breakpoint
CREATE TABLE "team_checks" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"stage" text NOT NULL,
	"team_id" text,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"conclusion" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"declaration_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_checks_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "review_team_members_user" ON "review_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_teams_name" ON "review_teams" USING btree ("project_time_id","stage","name");--> statement-breakpoint
CREATE INDEX "team_allocations_declaration" ON "team_allocations" USING btree ("declaration_id","stage","seq");--> statement-breakpoint
CREATE INDEX "team_cases_batch" ON "team_cases" USING btree ("project_time_id","stage","status");--> statement-breakpoint
CREATE INDEX "team_cases_team" ON "team_cases" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_cases_deadline" ON "team_cases" USING btree ("status","return_deadline");--> statement-breakpoint
CREATE INDEX "team_checks_declaration" ON "team_checks" USING btree ("declaration_id","stage","seq");--> statement-breakpoint
CREATE INDEX "team_checks_team" ON "team_checks" USING btree ("team_id","user_id");