CREATE TABLE "booth_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"listing_id" bigint NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"areas" integer NOT NULL,
	"style" text NOT NULL,
	"open_sides" smallint NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_photos_checked_check" CHECK ("booth_photos"."checked" IN (0, 1, 2)),
	CONSTRAINT "booth_photos_sides_check" CHECK ("booth_photos"."open_sides" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_member_id_kind_target_id_pk" PRIMARY KEY("member_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"venue_type" text NOT NULL,
	"prov" text NOT NULL,
	"city" text NOT NULL,
	"addr" text NOT NULL,
	"areas" integer NOT NULL,
	"cap_theatre" integer DEFAULT 0 NOT NULL,
	"cap_classroom" integer DEFAULT 0 NOT NULL,
	"cap_banquet" integer DEFAULT 0 NOT NULL,
	"cap_ushape" integer DEFAULT 0 NOT NULL,
	"cap_max" integer DEFAULT 0 NOT NULL,
	"price_min" integer DEFAULT 0 NOT NULL,
	"price_max" integer DEFAULT 0 NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conts" text NOT NULL,
	"cover" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"search_text" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_checked_check" CHECK ("spaces"."checked" IN (0, 1, 2)),
	CONSTRAINT "spaces_price_check" CHECK ("spaces"."price_max" >= "spaces"."price_min")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "space_id" bigint;--> statement-breakpoint
ALTER TABLE "booth_photos" ADD CONSTRAINT "booth_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_photos" ADD CONSTRAINT "booth_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_photos_public_idx" ON "booth_photos" USING btree ("checked","created_at");--> statement-breakpoint
CREATE INDEX "booth_photos_listing_idx" ON "booth_photos" USING btree ("listing_id","checked","created_at");--> statement-breakpoint
CREATE INDEX "booth_photos_member_idx" ON "booth_photos" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "booth_photos_queue_idx" ON "booth_photos" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "favorites_list_idx" ON "favorites" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "spaces_public_idx" ON "spaces" USING btree ("checked","city","created_at");--> statement-breakpoint
CREATE INDEX "spaces_member_idx" ON "spaces" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "spaces_queue_idx" ON "spaces" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "spaces_search_idx" ON "spaces" USING gin ("search_text") WHERE checked = 1;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_edate_idx" ON "listings" USING btree ("kind","checked","edate");