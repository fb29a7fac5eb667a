CREATE TABLE "declaration_branches" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"material_type" text NOT NULL,
	"depart_id" text NOT NULL,
	"previous_depart_id" text,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_branches_key" ON "declaration_branches" USING btree ("declaration_id","material_type");