CREATE TABLE "contest_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contest_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"conts" text NOT NULL,
	"pics" text[] DEFAULT '{}'::text[] NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"show" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"rating" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"finalist" boolean DEFAULT false NOT NULL,
	"place" smallint,
	"award" bigint DEFAULT 0 NOT NULL,
	"hand_conts" text,
	"hand_attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"handed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_status_check" CHECK ("contest_entries"."status" IN ('active', 'withdrawn', 'eliminated')),
	CONSTRAINT "contest_entries_rating_check" CHECK ("contest_entries"."rating" IS NULL OR "contest_entries"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "contest_entries_award_check" CHECK ("contest_entries"."award" >= 0 AND ("contest_entries"."award" = 0) = ("contest_entries"."place" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "contests" (
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
	"prov" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"conts" text NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"prize" bigint NOT NULL,
	"winners" smallint NOT NULL,
	"split" smallint[] NOT NULL,
	"edays" smallint NOT NULL,
	"sdays" smallint NOT NULL,
	"guarantee" boolean DEFAULT false NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"finals" smallint DEFAULT 0 NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"euntil" timestamp with time zone,
	"suntil" timestamp with time zone,
	"funtil" timestamp with time zone,
	"due_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_status_check" CHECK ("contests"."status" IN ('open', 'empty', 'selecting', 'finalist', 'judging', 'handover', 'delivered', 'completed', 'closed')),
	CONSTRAINT "contests_checked_check" CHECK ("contests"."checked" IN (0, 1, 2)),
	CONSTRAINT "contests_prize_check" CHECK ("contests"."prize" > 0),
	CONSTRAINT "contests_winners_check" CHECK ("contests"."winners" BETWEEN 1 AND 3 AND cardinality("contests"."split") = "contests"."winners"),
	CONSTRAINT "contests_days_check" CHECK ("contests"."edays" BETWEEN 3 AND 14 AND "contests"."sdays" BETWEEN 1 AND 7),
	CONSTRAINT "contests_finals_check" CHECK ("contests"."finals" = 0 OR "contests"."finals" BETWEEN "contests"."winners" AND 6),
	CONSTRAINT "contests_opens_check" CHECK ("contests"."opens" BETWEEN 1 AND 4 AND "contests"."layer" IN (1, 2)),
	CONSTRAINT "contests_dates_check" CHECK ("contests"."edate" >= "contests"."sdate")
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_n_key" ON "contest_entries" USING btree ("contest_id","n");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_place_key" ON "contest_entries" USING btree ("contest_id","place");--> statement-breakpoint
CREATE INDEX "contest_entries_member_idx" ON "contest_entries" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contests_orders_key" ON "contests" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "contests_member_idx" ON "contests" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contests_queue_idx" ON "contests" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "contests_hall_idx" ON "contests" USING btree ("status","id" DESC NULLS LAST) WHERE checked = 1;