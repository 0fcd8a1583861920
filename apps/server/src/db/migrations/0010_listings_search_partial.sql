DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_search_huizhan_idx" ON "listings" USING gin ("search_text") WHERE kind = 'huizhan' AND checked = 1;--> statement-breakpoint
CREATE INDEX "listings_search_huiyi_idx" ON "listings" USING gin ("search_text") WHERE kind = 'huiyi' AND checked = 1;