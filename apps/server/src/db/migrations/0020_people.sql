CREATE TABLE "profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_min" integer DEFAULT 0 NOT NULL,
	"price_max" integer DEFAULT 0 NOT NULL,
	"years" integer DEFAULT 0 NOT NULL,
	"plant_area" integer DEFAULT 0 NOT NULL,
	"team_size" integer DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"certs" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"items" integer DEFAULT 0 NOT NULL,
	"reputation" integer DEFAULT 0 NOT NULL,
	"search_text" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_kind_check" CHECK ("profiles"."kind" IN ('designer', 'factory')),
	CONSTRAINT "profiles_checked_check" CHECK ("profiles"."checked" IN (0, 1, 2)),
	CONSTRAINT "profiles_price_check" CHECK ("profiles"."price_max" = 0 OR "profiles"."price_max" >= "profiles"."price_min"),
	CONSTRAINT "profiles_reputation_check" CHECK ("profiles"."reputation" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "reputation_inputs" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"approved_items" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"completeness" smallint DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone,
	"completed" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"complaints_upheld" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reputation_inputs_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "reputation_inputs_kind_check" CHECK ("reputation_inputs"."kind" IN ('designer', 'factory'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"area_min" integer NOT NULL,
	"area_max" integer NOT NULL,
	"price" bigint NOT NULL,
	"negotiable" boolean NOT NULL,
	"days" integer NOT NULL,
	"includes" text NOT NULL,
	"excludes" text NOT NULL,
	"cover" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_type_check" CHECK ("services"."type" IN ('design', 'build')),
	CONSTRAINT "services_checked_check" CHECK ("services"."checked" IN (0, 1, 2)),
	CONSTRAINT "services_area_check" CHECK ("services"."area_min" >= 1 AND "services"."area_max" >= "services"."area_min"),
	CONSTRAINT "services_price_check" CHECK (("services"."negotiable" AND "services"."price" = 0) OR (NOT "services"."negotiable" AND "services"."price" > 0))
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_id" bigint,
	"areas" integer NOT NULL,
	"opens" smallint NOT NULL,
	"style" text NOT NULL,
	"conts" text NOT NULL,
	"published_at" timestamp with time zone,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_kind_check" CHECK ("works"."kind" IN ('work', 'case')),
	CONSTRAINT "works_checked_check" CHECK ("works"."checked" IN (0, 1, 2)),
	CONSTRAINT "works_opens_check" CHECK ("works"."opens" BETWEEN 1 AND 4)
);
--> statement-breakpoint
ALTER TABLE "booth_photos" ADD COLUMN "work_id" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_inputs" ADD CONSTRAINT "reputation_inputs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_member_kind_key" ON "profiles" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "profiles_queue_idx" ON "profiles" USING btree ("kind","checked","updated_at");--> statement-breakpoint
CREATE INDEX "profiles_top_idx" ON "profiles" USING btree ("kind","reputation" DESC NULLS FIRST,"published_at" DESC NULLS FIRST) WHERE published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_newest_idx" ON "profiles" USING btree ("kind","published_at" DESC NULLS FIRST) WHERE published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_designer_idx" ON "profiles" USING gin ("search_text") WITH (fastupdate=false) WHERE kind = 'designer' AND published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_filters_designer_idx" ON "profiles" USING gin ("cities","specialities","styles") WHERE kind = 'designer' AND published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_factory_idx" ON "profiles" USING gin ("search_text") WITH (fastupdate=false) WHERE kind = 'factory' AND published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_filters_factory_idx" ON "profiles" USING gin ("cities","specialities","styles") WHERE kind = 'factory' AND published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "services_public_idx" ON "services" USING btree ("member_id","checked","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_member_idx" ON "services" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "services_queue_idx" ON "services" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "works_public_idx" ON "works" USING btree ("member_id","kind","checked","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "works_member_idx" ON "works" USING btree ("member_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "works_queue_idx" ON "works" USING btree ("kind","checked","updated_at");--> statement-breakpoint
CREATE INDEX "works_listing_idx" ON "works" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "booth_photos" ADD CONSTRAINT "booth_photos_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_target_idx" ON "favorites" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "booth_photos_work_idx" ON "booth_photos" USING btree ("work_id");