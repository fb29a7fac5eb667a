ALTER TABLE "gate_logs" ADD COLUMN "entry_id" text;--> statement-breakpoint
ALTER TABLE "gate_logs" ADD COLUMN "menu_en" text;--> statement-breakpoint
ALTER TABLE "gate_logs" ADD COLUMN "operation_en" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_logs_entry" ON "gate_logs" USING btree ("entry_id");