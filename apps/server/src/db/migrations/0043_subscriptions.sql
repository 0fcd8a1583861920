CREATE TABLE "subscription_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"delivery" text NOT NULL,
	"title" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"kw" text DEFAULT '' NOT NULL,
	"min_area_cm2" bigint,
	"max_area_cm2" bigint,
	"min_fen" bigint,
	"max_fen" bigint,
	"layer" smallint,
	"opens" smallint,
	"style" text DEFAULT '' NOT NULL,
	"exhibition_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."kind" IN ('project', 'task', 'show')),
	CONSTRAINT "subscriptions_delivery_check" CHECK ("subscriptions"."delivery" IN ('instant', 'digest')),
	CONSTRAINT "subscriptions_range_check" CHECK (("subscriptions"."min_area_cm2" IS NULL OR "subscriptions"."max_area_cm2" IS NULL OR "subscriptions"."min_area_cm2" <= "subscriptions"."max_area_cm2") AND ("subscriptions"."min_fen" IS NULL OR "subscriptions"."max_fen" IS NULL OR "subscriptions"."min_fen" <= "subscriptions"."max_fen")),
	CONSTRAINT "subscriptions_show_check" CHECK (("subscriptions"."kind" = 'show') = ("subscriptions"."exhibition_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "subscription_matches" ADD CONSTRAINT "subscription_matches_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_matches" ADD CONSTRAINT "subscription_matches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_matches_item_key" ON "subscription_matches" USING btree ("member_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "subscription_matches_sub_idx" ON "subscription_matches" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_matches_instant_idx" ON "subscription_matches" USING btree ("item_kind","item_id","id") WHERE notified_at IS NULL AND delivery = 'instant';--> statement-breakpoint
CREATE INDEX "subscription_matches_digest_idx" ON "subscription_matches" USING btree ("member_id","id") WHERE notified_at IS NULL AND delivery = 'digest';--> statement-breakpoint
CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_match_idx" ON "subscriptions" USING btree ("kind","prov","city") WHERE NOT paused;--> statement-breakpoint
CREATE INDEX "subscriptions_show_idx" ON "subscriptions" USING btree ("exhibition_id") WHERE kind = 'show' AND NOT paused;