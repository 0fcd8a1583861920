-- A public profile's vector holds its served cities as tags (`#serves:上海市`, lexemes without positions;
-- people-search.ts), so that a keyword search in a city intersects the two in the GIN index (decision 069,
-- amendment "a filter as the vector's tags"). Vectors written from now on carry them (refreshProfile); the
-- ones already written get them here.
UPDATE "profiles"
SET "search_text" = "search_text" || array_to_tsvector(ARRAY(SELECT DISTINCT '#serves:' || c FROM unnest("cities") AS c WHERE c <> ''))
WHERE "search_text" IS NOT NULL AND cardinality("cities") > 0;
