CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"role" text NOT NULL,
	"scores" jsonb NOT NULL,
	"rating" smallint NOT NULL,
	"conts" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_state_check" CHECK ("reviews"."state" IN ('pending', 'published')),
	CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" IN ('task')),
	CONSTRAINT "reviews_role_check" CHECK ("reviews"."role" IN ('client', 'provider')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 10 AND 50),
	CONSTRAINT "reviews_parties_check" CHECK ("reviews"."author_id" <> "reviews"."target_id"),
	CONSTRAINT "reviews_published_check" CHECK (("reviews"."state" = 'published') = ("reviews"."published_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_id_members_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_uq" ON "reviews" USING btree ("kind","subject_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_target_idx" ON "reviews" USING btree ("target_id","kind","published_at");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id","created_at");