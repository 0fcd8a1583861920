CREATE TABLE "work_likes" (
	"work_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_likes_work_id_member_id_pk" PRIMARY KEY("work_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_likes" ADD CONSTRAINT "work_likes_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_likes" ADD CONSTRAINT "work_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_likes_member_idx" ON "work_likes" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_counts_check" CHECK ("works"."views" >= 0 AND "works"."likes" >= 0);--> statement-breakpoint
-- works.likes follows work_likes in the same transaction, whoever writes or cascades the rows (issue 27)
CREATE FUNCTION work_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE works SET likes = likes + 1 WHERE id = NEW.work_id;
  ELSE
    UPDATE works SET likes = likes - 1 WHERE id = OLD.work_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_likes_count AFTER INSERT OR DELETE ON work_likes
  FOR EACH ROW EXECUTE FUNCTION work_likes_count();
