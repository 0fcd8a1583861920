ALTER TABLE "models" ADD COLUMN "preview_file" text;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_preview_file_files_id_fk" FOREIGN KEY ("preview_file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Models processed before derived previews (decision 030): their viewer served the original file. Each
-- ready model of a viewable format gets a `models.process` job that derives its preview (it stays ready
-- and public meanwhile; `/preview/model/<id>` answers not_found until the preview exists).
INSERT INTO "jobs" ("name", "payload", "key", "max_attempts")
SELECT 'models.process', jsonb_build_object('id', "id"), 'model:' || "id" || ':preview', 3
FROM "models"
WHERE "state" = 'ready' AND "format" IN ('glb', 'gltf', 'obj', 'stl') AND "preview_file" IS NULL
ON CONFLICT ("key") DO NOTHING;
