CREATE TABLE "element_routes" (
	"element_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	CONSTRAINT "element_routes_element_id_method_route_pk" PRIMARY KEY("element_id","method","route")
);
--> statement-breakpoint
CREATE TABLE "gate_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"user_id" text,
	"username" text,
	"name" text,
	"kind" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"menu" text,
	"operation" text,
	"method" text,
	"path" text,
	"route" text,
	"status" integer,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"status" text NOT NULL,
	"result" text,
	"error" text,
	"instance" text
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"handler" text NOT NULL,
	"cron" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dict_types" ADD COLUMN "order_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "order_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "element_routes" ADD CONSTRAINT "element_routes_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "element_routes_route" ON "element_routes" USING btree ("method","route");--> statement-breakpoint
CREATE INDEX "gate_logs_tenant_at" ON "gate_logs" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "gate_logs_kind_at" ON "gate_logs" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "gate_logs_user_at" ON "gate_logs" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_slot" ON "job_runs" USING btree ("job_id","scheduled_for") WHERE "job_runs"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "job_runs_job_started" ON "job_runs" USING btree ("job_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_tenant_name" ON "jobs" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_tenant_code" ON "dict_types" USING btree ("tenant_id","code");