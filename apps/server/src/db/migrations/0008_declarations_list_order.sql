DROP INDEX "declarations_unit";--> statement-breakpoint
CREATE INDEX "declarations_unit" ON "declarations" USING btree ("project_time_id","unit_id","submitted_at","id");