ALTER TABLE "oauth_clients" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "grant_types" text[] DEFAULT ARRAY['password', 'phone_code', 'sign_in_link', 'cas']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "scopes" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "redirect_uris" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;