ALTER TABLE "tasks" ADD COLUMN "prov" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_hall_coins_idx" ON "projects" USING btree ("coins" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "projects_hall_sdate_idx" ON "projects" USING btree ("sdate","id") WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "projects_hall_place_idx" ON "projects" USING btree ("prov","city","id" DESC NULLS FIRST) WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "tasks_hall_cost_idx" ON "tasks" USING btree ("cost" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "tasks_hall_deadline_idx" ON "tasks" USING btree ("deadline","id") WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "tasks_hall_place_idx" ON "tasks" USING btree ("prov","city","id" DESC NULLS FIRST) WHERE checked = 1 AND status = 'open';