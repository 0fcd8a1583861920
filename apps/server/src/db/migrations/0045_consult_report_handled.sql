ALTER TABLE "consult_reports" ADD COLUMN "result" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_reports" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_reports" ADD COLUMN "handler_id" bigint;--> statement-breakpoint
ALTER TABLE "consult_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_reports" ADD CONSTRAINT "consult_reports_handler_id_members_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_reports_open_idx" ON "consult_reports" USING btree ("created_at" DESC NULLS LAST) WHERE handled_at IS NULL;