CREATE TABLE "consult_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"conts" text NOT NULL,
	"attach" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asker_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"context" jsonb,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asker_read" bigint DEFAULT 0 NOT NULL,
	"owner_read" bigint DEFAULT 0 NOT NULL,
	"blocked_by" bigint,
	"first_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_threads_not_self" CHECK ("consult_threads"."asker_id" <> "consult_threads"."owner_id"),
	CONSTRAINT "consult_threads_kind_check" CHECK ("consult_threads"."kind" IN ('designer', 'factory')),
	CONSTRAINT "consult_threads_blocked_check" CHECK ("consult_threads"."blocked_by" IS NULL OR "consult_threads"."blocked_by" IN ("consult_threads"."asker_id", "consult_threads"."owner_id"))
);
--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_thread_id_consult_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."consult_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_reports" ADD CONSTRAINT "consult_reports_thread_id_consult_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."consult_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_reports" ADD CONSTRAINT "consult_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_threads" ADD CONSTRAINT "consult_threads_asker_id_members_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_threads" ADD CONSTRAINT "consult_threads_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_messages_thread_idx" ON "consult_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_reports_thread_reporter_key" ON "consult_reports" USING btree ("thread_id","reporter_id");--> statement-breakpoint
CREATE INDEX "consult_reports_created_idx" ON "consult_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consult_threads_pair_key" ON "consult_threads" USING btree (LEAST("asker_id", "owner_id"),GREATEST("asker_id", "owner_id"));--> statement-breakpoint
CREATE INDEX "consult_threads_asker_idx" ON "consult_threads" USING btree ("asker_id","last_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consult_threads_owner_idx" ON "consult_threads" USING btree ("owner_id","last_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consult_threads_asker_created_idx" ON "consult_threads" USING btree ("asker_id","created_at");--> statement-breakpoint
CREATE INDEX "consult_threads_owner_created_idx" ON "consult_threads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE FUNCTION consult_messages_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consult_messages is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER consult_messages_append_only BEFORE UPDATE OR DELETE ON "consult_messages"
  FOR EACH ROW EXECUTE FUNCTION consult_messages_is_append_only();
