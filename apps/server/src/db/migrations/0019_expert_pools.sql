CREATE TABLE "expert_conflicts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"expert_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"institution" text,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"staff_id" text,
	"name" text,
	"institution" text,
	"title_name" text NOT NULL,
	"title_level" text NOT NULL,
	"doctoral_supervisor" boolean DEFAULT false NOT NULL,
	"discipline_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"email" text,
	"max_load" integer DEFAULT 8 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" text,
	"blacklisted_at" timestamp with time zone,
	"blacklisted_by" text,
	"user_id" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"remark" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_conflicts" ADD CONSTRAINT "expert_conflicts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_conflicts_key" ON "expert_conflicts" USING btree ("expert_id","target_type",coalesce("target_id", lower("institution")));--> statement-breakpoint
CREATE INDEX "expert_conflicts_target" ON "expert_conflicts" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "experts_pool" ON "experts" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_staff" ON "experts" USING btree ("tenant_id","staff_id") WHERE "experts"."staff_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "experts_external_phone" ON "experts" USING btree ("tenant_id","phone") WHERE "experts"."kind" = 'external';--> statement-breakpoint
CREATE UNIQUE INDEX "experts_user" ON "experts" USING btree ("tenant_id","kind","user_id") WHERE "experts"."user_id" is not null;