CREATE TABLE "professor_ballots" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"choices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professor_drafts" (
	"round_id" text NOT NULL,
	"user_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"choice" text,
	"rank" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professor_drafts_round_id_user_id_declaration_id_pk" PRIMARY KEY("round_id","user_id","declaration_id")
);
--> statement-breakpoint
CREATE TABLE "professor_participation" (
	"round_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professor_participation_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "professor_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"round" integer NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"members" integer,
	"result" jsonb,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professor_ballots" ADD CONSTRAINT "professor_ballots_round_id_professor_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."professor_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_drafts" ADD CONSTRAINT "professor_drafts_round_id_professor_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."professor_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_participation" ADD CONSTRAINT "professor_participation_round_id_professor_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."professor_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professor_ballots_round" ON "professor_ballots" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "professor_rounds_key" ON "professor_rounds" USING btree ("project_time_id","unit_id","round");