CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" IN ('queued', 'running', 'done', 'dead')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 AND "jobs"."max_attempts" >= 1),
	CONSTRAINT "jobs_lease_check" CHECK (("jobs"."state" IN ('running')) = ("jobs"."locked_by" IS NOT NULL AND "jobs"."locked_until" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" IN ('queued');--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","updated_at");--> statement-breakpoint
CREATE FUNCTION jobs_notify_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- one empty payload: notifications with the same payload in one transaction are delivered once
  PERFORM pg_notify('jobs', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_due_now AFTER INSERT OR UPDATE OF state, run_at ON "jobs"
  FOR EACH ROW WHEN (NEW.state = 'queued' AND NEW.run_at <= now()) EXECUTE FUNCTION jobs_notify_due();
