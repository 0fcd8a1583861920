CREATE TABLE "project_drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"step" smallint NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_drafts_step_check" CHECK ("project_drafts"."step" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "project_quote_revs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" bigint NOT NULL,
	"rev" integer NOT NULL,
	"total" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"rev" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"total" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_quotes_status_check" CHECK ("project_quotes"."status" IN ('quoted', 'won', 'lost')),
	CONSTRAINT "project_quotes_total_check" CHECK ("project_quotes"."total" >= 0 AND "project_quotes"."rev" >= 1)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"orders" text NOT NULL,
	"member_id" bigint NOT NULL,
	"groupid" text DEFAULT '0' NOT NULL,
	"mobile" text NOT NULL,
	"title" text NOT NULL,
	"exhibition_id" bigint,
	"showname" text DEFAULT '' NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"booth" text DEFAULT '' NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"opens" smallint NOT NULL,
	"layer" smallint NOT NULL,
	"prov" text NOT NULL,
	"city" text NOT NULL,
	"strt" text DEFAULT '' NOT NULL,
	"addr" text NOT NULL,
	"selectcity" text DEFAULT '' NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"indate" date NOT NULL,
	"bgdate" date NOT NULL,
	"outdate" date NOT NULL,
	"coins" bigint NOT NULL,
	"peoples" integer DEFAULT 0 NOT NULL,
	"picture" text[] DEFAULT '{}'::text[] NOT NULL,
	"workpic" text[] DEFAULT '{}'::text[] NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"contract" text[] DEFAULT '{}'::text[] NOT NULL,
	"conts" text NOT NULL,
	"status" text NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"quote_id" bigint,
	"factory_id" bigint,
	"price" bigint DEFAULT 0 NOT NULL,
	"quoted" integer DEFAULT 0 NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"search_text" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" IN ('open', 'won', 'signed', 'building', 'reported', 'accepted', 'closed')),
	CONSTRAINT "projects_checked_check" CHECK ("projects"."checked" IN (0, 1, 2)),
	CONSTRAINT "projects_money_check" CHECK ("projects"."coins" > 0 AND "projects"."price" >= 0),
	CONSTRAINT "projects_size_check" CHECK ("projects"."length_cm" BETWEEN 1 AND 10000 AND "projects"."width_cm" BETWEEN 1 AND 10000 AND "projects"."height_cm" BETWEEN 1 AND 2000),
	CONSTRAINT "projects_opens_check" CHECK ("projects"."opens" BETWEEN 1 AND 4 AND "projects"."layer" IN (1, 2)),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."bgdate" <= "projects"."indate" AND "projects"."indate" <= "projects"."sdate" AND "projects"."sdate" <= "projects"."edate" AND "projects"."edate" <= "projects"."outdate"),
	CONSTRAINT "projects_winner_check" CHECK ("projects"."status" IN ('open', 'closed') OR ("projects"."quote_id" IS NOT NULL AND "projects"."factory_id" IS NOT NULL AND "projects"."price" > 0))
);
--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_revs" ADD CONSTRAINT "project_quote_revs_quote_id_project_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."project_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_factory_id_members_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_drafts_member_idx" ON "project_drafts" USING btree ("member_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_quote_revs_quote_rev_key" ON "project_quote_revs" USING btree ("quote_id","rev");--> statement-breakpoint
CREATE UNIQUE INDEX "project_quotes_project_member_key" ON "project_quotes" USING btree ("project_id","member_id");--> statement-breakpoint
CREATE INDEX "project_quotes_member_idx" ON "project_quotes" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_orders_key" ON "projects" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "projects_member_idx" ON "projects" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_factory_idx" ON "projects" USING btree ("factory_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_queue_idx" ON "projects" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "projects_hall_idx" ON "projects" USING btree ("id" DESC NULLS LAST) WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_text") WITH (fastupdate=false) WHERE checked = 1 AND status = 'open';--> statement-breakpoint
CREATE FUNCTION project_quote_revs_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'project_quote_revs is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER project_quote_revs_append_only BEFORE UPDATE OR DELETE ON "project_quote_revs"
  FOR EACH ROW EXECUTE FUNCTION project_quote_revs_are_append_only();
