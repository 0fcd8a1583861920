CREATE TABLE "task_applies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"conts" text NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee" bigint NOT NULL,
	"ddate" date NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_applies_status_check" CHECK ("task_applies"."status" IN ('applied', 'selected', 'declined')),
	CONSTRAINT "task_applies_fee_check" CHECK ("task_applies"."fee" > 0)
);
--> statement-breakpoint
CREATE TABLE "task_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"conts" text NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"orders" text NOT NULL,
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"sizes" integer NOT NULL,
	"opens" smallint NOT NULL,
	"layer" smallint NOT NULL,
	"style" text NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"deadline" date NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"cost" bigint NOT NULL,
	"conts" text NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"rounds" smallint NOT NULL,
	"rounds_used" smallint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"designer_id" bigint,
	"apply_id" bigint,
	"fee" bigint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"paused_ms" bigint,
	"cancel_by" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"applied" integer DEFAULT 0 NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"search_text" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" IN ('open', 'selecting', 'confirmed', 'ongoing', 'delivered', 'completed', 'closed', 'disputed')),
	CONSTRAINT "tasks_checked_check" CHECK ("tasks"."checked" IN (0, 1, 2)),
	CONSTRAINT "tasks_money_check" CHECK ("tasks"."cost" > 0 AND "tasks"."fee" >= 0),
	CONSTRAINT "tasks_opens_check" CHECK ("tasks"."opens" BETWEEN 1 AND 4 AND "tasks"."layer" IN (1, 2)),
	CONSTRAINT "tasks_rounds_check" CHECK ("tasks"."rounds_used" >= 0 AND "tasks"."rounds_used" <= "tasks"."rounds"),
	CONSTRAINT "tasks_cancel_by_check" CHECK ("tasks"."cancel_by" IN ('', 'client', 'designer')),
	CONSTRAINT "tasks_dates_check" CHECK ("tasks"."edate" >= "tasks"."sdate" AND "tasks"."deadline" <= "tasks"."sdate"),
	CONSTRAINT "tasks_designer_check" CHECK ("tasks"."status" IN ('open', 'closed') OR ("tasks"."designer_id" IS NOT NULL AND "tasks"."fee" > 0))
);
--> statement-breakpoint
ALTER TABLE "task_applies" ADD CONSTRAINT "task_applies_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_applies" ADD CONSTRAINT "task_applies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_applies_task_member_key" ON "task_applies" USING btree ("task_id","member_id");--> statement-breakpoint
CREATE INDEX "task_applies_member_idx" ON "task_applies" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "task_deliveries_task_n_key" ON "task_deliveries" USING btree ("task_id","n");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_orders_key" ON "tasks" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "tasks_member_idx" ON "tasks" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_designer_idx" ON "tasks" USING btree ("designer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_queue_idx" ON "tasks" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "tasks_hall_idx" ON "tasks" USING btree ("id" DESC NULLS LAST) WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_text") WITH (fastupdate=false) WHERE checked = 1 AND status = 'open';