CREATE TABLE "gateway_hits" (
	"rule_id" text NOT NULL,
	"key_kind" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gateway_hits_rule_id_key_kind_key_window_start_pk" PRIMARY KEY("rule_id","key_kind","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "gateway_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"path_prefix" text NOT NULL,
	"per_user_per_minute" integer,
	"per_address_per_minute" integer,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"maintenance_message_en" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "gateway_rules_path_prefix_unique" UNIQUE("path_prefix")
);
--> statement-breakpoint
ALTER TABLE "gateway_hits" ADD CONSTRAINT "gateway_hits_rule_id_gateway_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."gateway_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_hits_window" ON "gateway_hits" USING btree ("window_start");