CREATE TABLE "service_clients" (
	"service_code" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_clients_service_code_client_id_pk" PRIMARY KEY("service_code","client_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text,
	"description_en" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"reason" text,
	"all_clients" boolean DEFAULT true NOT NULL,
	"order_num" integer DEFAULT 100 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_clients" ADD CONSTRAINT "service_clients_service_code_services_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."services"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_clients" ADD CONSTRAINT "service_clients_client_id_oauth_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("client_id") ON DELETE cascade ON UPDATE cascade;