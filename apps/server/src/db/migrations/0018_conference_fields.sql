ALTER TABLE "listings" ADD COLUMN "undertaker" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "conf_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "attendees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "agenda" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reg_ways" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reg_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reg_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Conferences get their own fields (issue 18): the expected visitors of a conference become its attendees,
-- its floor plans join its pictures (up to the 20 a listing may have), and the exhibition-only fields are
-- emptied, as the CHECK below keeps them.
UPDATE "listings" SET
  "attendees" = "visitors",
  "pics" = (SELECT coalesce(jsonb_agg(e.p ORDER BY e.n), '[]'::jsonb)
    FROM jsonb_array_elements("listings"."pics" || "listings"."plans") WITH ORDINALITY AS e(p, n) WHERE e.n <= 20),
  "indate" = NULL, "outdate" = NULL, "areas" = 0, "exhibitors" = 0, "visitors" = 0, "plans" = '[]'::jsonb
WHERE "kind" = 'huiyi';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_exhibition_fields_check" CHECK ("listings"."kind" = 'huizhan' OR ("listings"."indate" IS NULL AND "listings"."outdate" IS NULL AND "listings"."areas" = 0 AND "listings"."exhibitors" = 0 AND "listings"."visitors" = 0 AND "listings"."plans" = '[]'::jsonb));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_conference_fields_check" CHECK ("listings"."kind" = 'huiyi' OR ("listings"."conf_type" = '' AND "listings"."attendees" = 0 AND "listings"."agenda" = '[]'::jsonb AND "listings"."reg_ways" = '[]'::jsonb AND "listings"."reg_url" = '' AND "listings"."reg_note" = ''));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_conf_type_check" CHECK ("listings"."conf_type" IN ('', '论坛', '峰会', '研讨会', '发布会', '年会', '培训', '沙龙', '颁奖典礼', '其他'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reg_check" CHECK ("listings"."reg_ways" <@ '["online","phone","onsite"]'::jsonb AND ("listings"."reg_ways" ? 'online') = ("listings"."reg_url" <> ''));