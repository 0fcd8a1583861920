CREATE TABLE "listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"industry" text NOT NULL,
	"organiser" text NOT NULL,
	"venue" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"prov" text NOT NULL,
	"city" text NOT NULL,
	"addr" text NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"indate" date,
	"outdate" date,
	"areas" integer DEFAULT 0 NOT NULL,
	"exhibitors" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"conts" text NOT NULL,
	"cover" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"search_text" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_kind_check" CHECK ("listings"."kind" IN ('huizhan', 'huiyi')),
	CONSTRAINT "listings_checked_check" CHECK ("listings"."checked" IN (0, 1, 2)),
	CONSTRAINT "listings_dates_check" CHECK ("listings"."edate" >= "listings"."sdate")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_public_idx" ON "listings" USING btree ("kind","checked","sdate");--> statement-breakpoint
CREATE INDEX "listings_city_idx" ON "listings" USING btree ("kind","checked","city","sdate");--> statement-breakpoint
CREATE INDEX "listings_member_idx" ON "listings" USING btree ("member_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "listings_queue_idx" ON "listings" USING btree ("kind","checked","updated_at");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_text");