ALTER TABLE "models" ADD COLUMN "favorites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The stored favourites count (kept by Myfavorite/mdlFvr from now on) starts from the favourites that
-- exist: each model gets the number of its `favorites` rows (before the indexes are built).
UPDATE "models" SET "favorites" = "fc"."n"
FROM (SELECT "target_id", count(*)::int AS "n" FROM "favorites" WHERE "kind" = 'model' GROUP BY "target_id") AS "fc"
WHERE "fc"."target_id" = "models"."id";--> statement-breakpoint
CREATE INDEX "models_public_downloads_idx" ON "models" USING btree ("downloads" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE checked = 1 AND state = 'ready' AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "models_public_favorites_idx" ON "models" USING btree ("favorites" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE checked = 1 AND state = 'ready' AND deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_favorites_check" CHECK ("models"."favorites" >= 0);