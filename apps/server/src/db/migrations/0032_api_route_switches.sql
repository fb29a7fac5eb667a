CREATE TABLE "api_route_switches" (
	"method" text NOT NULL,
	"path" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"reason" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_route_switches_method_path_pk" PRIMARY KEY("method","path")
);
