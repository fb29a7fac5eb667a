CREATE TABLE "committee_ballots" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"round" integer NOT NULL,
	"choices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_candidates" (
	"group_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "committee_candidates_group_id_declaration_id_pk" PRIMARY KEY("group_id","declaration_id")
);
--> statement-breakpoint
CREATE TABLE "committee_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"name" text NOT NULL,
	"cap" integer,
	"order_num" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"kind" text DEFAULT 'SENIOR' NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"starts_at" timestamp with time zone,
	"place" text,
	"agenda" text,
	"size" integer NOT NULL,
	"min_size" integer NOT NULL,
	"external_numerator" integer NOT NULL,
	"external_denominator" integer NOT NULL,
	"pool_ratio" integer NOT NULL,
	"same_unit_recusal" boolean DEFAULT false NOT NULL,
	"seed" text,
	"signed_off_at" timestamp with time zone,
	"signed_off_by" text,
	"sign_off_comment" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_members" (
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"external" boolean NOT NULL,
	"unit_id" text,
	"chair" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"attending" boolean DEFAULT true NOT NULL,
	CONSTRAINT "committee_members_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "committee_participation" (
	"group_id" text NOT NULL,
	"round" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "committee_participation_group_id_round_user_id_pk" PRIMARY KEY("group_id","round","user_id")
);
--> statement-breakpoint
CREATE TABLE "committee_recusals" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_rounds" (
	"group_id" text NOT NULL,
	"round" integer NOT NULL,
	"candidate_ids" jsonb NOT NULL,
	"seats" integer,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"members" integer,
	"attending" integer,
	"tally" jsonb,
	CONSTRAINT "committee_rounds_group_id_round_pk" PRIMARY KEY("group_id","round")
);
--> statement-breakpoint
ALTER TABLE "committee_ballots" ADD CONSTRAINT "committee_ballots_group_id_committee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."committee_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_candidates" ADD CONSTRAINT "committee_candidates_group_id_committee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."committee_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_groups" ADD CONSTRAINT "committee_groups_meeting_id_committee_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."committee_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_meeting_id_committee_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."committee_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_participation" ADD CONSTRAINT "committee_participation_group_id_committee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."committee_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_recusals" ADD CONSTRAINT "committee_recusals_meeting_id_committee_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."committee_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_rounds" ADD CONSTRAINT "committee_rounds_group_id_committee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."committee_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_ballots_round" ON "committee_ballots" USING btree ("group_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "committee_candidates_meeting" ON "committee_candidates" USING btree ("meeting_id","declaration_id");--> statement-breakpoint
CREATE INDEX "committee_groups_meeting" ON "committee_groups" USING btree ("meeting_id","order_num");--> statement-breakpoint
CREATE INDEX "committee_meetings_batch" ON "committee_meetings" USING btree ("tenant_id","project_time_id","created_at");--> statement-breakpoint
CREATE INDEX "committee_members_user" ON "committee_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "committee_recusals_pair" ON "committee_recusals" USING btree ("meeting_id","user_id","declaration_id");