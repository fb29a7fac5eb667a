ALTER TABLE "groups" ADD COLUMN "data_scope" text DEFAULT 'tenant' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_values_type_code" ON "dict_values" USING btree ("type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_values_type_value" ON "dict_values" USING btree ("type_id","value");