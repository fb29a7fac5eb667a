CREATE UNIQUE INDEX "group_types_tenant_code" ON "group_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "groups_type" ON "groups" USING btree ("group_type_id");