CREATE TABLE "task_invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"designer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_talks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"who" text NOT NULL,
	"conts" text NOT NULL,
	"attach" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_talks_who_check" CHECK ("task_talks"."who" IN ('client', 'designer'))
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "service_id" bigint;--> statement-breakpoint
ALTER TABLE "task_invites" ADD CONSTRAINT "task_invites_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_invites" ADD CONSTRAINT "task_invites_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_talks" ADD CONSTRAINT "task_talks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_talks" ADD CONSTRAINT "task_talks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_invites_task_designer_key" ON "task_invites" USING btree ("task_id","designer_id");--> statement-breakpoint
CREATE INDEX "task_invites_designer_idx" ON "task_invites" USING btree ("designer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_talks_task_idx" ON "task_talks" USING btree ("task_id","id");--> statement-breakpoint
CREATE FUNCTION task_talks_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'task_talks is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER task_talks_append_only BEFORE UPDATE OR DELETE ON "task_talks"
  FOR EACH ROW EXECUTE FUNCTION task_talks_is_append_only();
