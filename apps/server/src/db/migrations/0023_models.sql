CREATE TABLE "model_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_purchases" (
	"model_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_purchases_model_id_member_id_pk" PRIMARY KEY("model_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"licence" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"file" text NOT NULL,
	"cover" text,
	"format" text NOT NULL,
	"size" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"dim_x" real,
	"dim_y" real,
	"dim_z" real,
	"downloads" integer DEFAULT 0 NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"search_text" "tsvector",
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_checked_check" CHECK ("models"."checked" IN (0, 1, 2)),
	CONSTRAINT "models_state_check" CHECK ("models"."state" IN ('pending', 'processing', 'ready', 'failed')),
	CONSTRAINT "models_price_check" CHECK ("models"."price" >= 0),
	CONSTRAINT "models_licence_check" CHECK ("models"."licence" IN ('平台标准授权', '商业授权', '仅限个人学习'))
);
--> statement-breakpoint
ALTER TABLE "model_categories" ADD CONSTRAINT "model_categories_parent_id_model_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."model_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_purchases" ADD CONSTRAINT "model_purchases_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_purchases" ADD CONSTRAINT "model_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_category_id_model_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."model_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_file_files_id_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_cover_files_id_fk" FOREIGN KEY ("cover") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_categories_parent_idx" ON "model_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "model_purchases_member_idx" ON "model_purchases" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "models_public_idx" ON "models" USING btree ("checked","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "models_file_key" ON "models" USING btree ("file");--> statement-breakpoint
CREATE INDEX "models_member_idx" ON "models" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("category_id","checked");--> statement-breakpoint
CREATE INDEX "models_queue_idx" ON "models" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "models_search_idx" ON "models" USING gin ("search_text") WITH (fastupdate=false) WHERE checked = 1 AND state = 'ready' AND deleted_at IS NULL;--> statement-breakpoint
-- hand-written: the category tree of issue 15 (two levels), edited later by operators
INSERT INTO "model_categories" ("name", "sort") VALUES ('展台', 10);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '展台' AND "parent_id" IS NULL), '标摊', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '展台' AND "parent_id" IS NULL), '特装', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '展台' AND "parent_id" IS NULL), '双层', 30), ((SELECT "id" FROM "model_categories" WHERE "name" = '展台' AND "parent_id" IS NULL), '岛型', 40), ((SELECT "id" FROM "model_categories" WHERE "name" = '展台' AND "parent_id" IS NULL), '桁架', 50);
--> statement-breakpoint
INSERT INTO "model_categories" ("name", "sort") VALUES ('家具', 20);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '家具' AND "parent_id" IS NULL), '桌椅', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '家具' AND "parent_id" IS NULL), '沙发', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '家具' AND "parent_id" IS NULL), '洽谈台', 30), ((SELECT "id" FROM "model_categories" WHERE "name" = '家具' AND "parent_id" IS NULL), '前台', 40);
--> statement-breakpoint
INSERT INTO "model_categories" ("name", "sort") VALUES ('灯光', 30);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '灯光' AND "parent_id" IS NULL), '射灯', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '灯光' AND "parent_id" IS NULL), '灯箱', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '灯光' AND "parent_id" IS NULL), '灯带', 30);
--> statement-breakpoint
INSERT INTO "model_categories" ("name", "sort") VALUES ('舞台', 40);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '舞台' AND "parent_id" IS NULL), '主舞台', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '舞台' AND "parent_id" IS NULL), '背景屏', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '舞台' AND "parent_id" IS NULL), 'T台', 30);
--> statement-breakpoint
INSERT INTO "model_categories" ("name", "sort") VALUES ('展示道具', 50);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '展示道具' AND "parent_id" IS NULL), '展柜', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '展示道具' AND "parent_id" IS NULL), '展架', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '展示道具' AND "parent_id" IS NULL), '屏幕与多媒体', 30);
--> statement-breakpoint
INSERT INTO "model_categories" ("name", "sort") VALUES ('地台与背板', 60);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '地台与背板' AND "parent_id" IS NULL), '地台', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '地台与背板' AND "parent_id" IS NULL), '背板', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '地台与背板' AND "parent_id" IS NULL), '门头', 30);
--> statement-breakpoint
INSERT INTO "model_categories" ("name", "sort") VALUES ('植物与装饰', 70);
--> statement-breakpoint
INSERT INTO "model_categories" ("parent_id", "name", "sort") VALUES ((SELECT "id" FROM "model_categories" WHERE "name" = '植物与装饰' AND "parent_id" IS NULL), '绿植', 10), ((SELECT "id" FROM "model_categories" WHERE "name" = '植物与装饰' AND "parent_id" IS NULL), '花艺', 20), ((SELECT "id" FROM "model_categories" WHERE "name" = '植物与装饰' AND "parent_id" IS NULL), '装饰摆件', 30);
