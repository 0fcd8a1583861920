DROP INDEX "listings_search_huizhan_idx";--> statement-breakpoint
DROP INDEX "listings_search_huiyi_idx";--> statement-breakpoint
DROP INDEX "spaces_search_idx";--> statement-breakpoint
CREATE INDEX "listings_span_idx" ON "listings" USING gist (daterange("sdate", "edate", '[]'));--> statement-breakpoint
CREATE INDEX "listings_search_huizhan_idx" ON "listings" USING gin ("search_text") WITH (fastupdate=false) WHERE kind = 'huizhan' AND checked = 1;--> statement-breakpoint
CREATE INDEX "listings_search_huiyi_idx" ON "listings" USING gin ("search_text") WITH (fastupdate=false) WHERE kind = 'huiyi' AND checked = 1;--> statement-breakpoint
CREATE INDEX "spaces_search_idx" ON "spaces" USING gin ("search_text") WITH (fastupdate=false) WHERE checked = 1;