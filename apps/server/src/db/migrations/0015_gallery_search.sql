-- Booth photos get a search vector (decision 008): the photo's title weighted A, its exhibition's title B.
-- Its tokens are the app's (Han pairs, NFKC-folded Latin words; packages/contract/src/common/search-tokens.ts),
-- which SQL would only approximate, so existing photos are not backfilled here: their search_text stays
-- NULL until the server, when it starts listening, computes every missing vector with the same code as
-- new photos get (modules/search/search-module.ts, a batch at a time). Until then they are listed but not
-- found by keyword.
ALTER TABLE "booth_photos" ADD COLUMN "search_text" "tsvector";--> statement-breakpoint
CREATE INDEX "booth_photos_search_idx" ON "booth_photos" USING gin ("search_text") WITH (fastupdate=false) WHERE checked = 1;