CREATE TABLE "service_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"heartbeat_ms" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "service_instances_heartbeat" ON "service_instances" USING btree ("heartbeat_at");