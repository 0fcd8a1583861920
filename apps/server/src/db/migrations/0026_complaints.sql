CREATE TABLE "complaint_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"side" text NOT NULL,
	"conts" text NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_statements_side_check" CHECK ("complaint_statements"."side" IN ('client', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"orders" text NOT NULL,
	"title" text NOT NULL,
	"member_id" bigint NOT NULL,
	"side" text NOT NULL,
	"client_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"percent" smallint,
	"reason" text DEFAULT '' NOT NULL,
	"provider_gets" bigint DEFAULT 0 NOT NULL,
	"client_gets" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" IN ('open', 'decided')),
	CONSTRAINT "complaints_side_check" CHECK ("complaints"."side" IN ('client', 'provider')),
	CONSTRAINT "complaints_outcome_check" CHECK ("complaints"."outcome" IN ('', 'release', 'refund', 'split')),
	CONSTRAINT "complaints_percent_check" CHECK ("complaints"."percent" IS NULL OR "complaints"."percent" BETWEEN 0 AND 100),
	CONSTRAINT "complaints_decided_check" CHECK (("complaints"."status" = 'open' AND "complaints"."outcome" = '') OR ("complaints"."status" = 'decided' AND "complaints"."outcome" <> '' AND "complaints"."percent" IS NOT NULL)),
	CONSTRAINT "complaints_money_check" CHECK ("complaints"."amount" > 0 AND "complaints"."provider_gets" >= 0 AND "complaints"."client_gets" >= 0 AND "complaints"."commission" >= 0 AND "complaints"."provider_gets" + "complaints"."client_gets" + "complaints"."commission" <= "complaints"."amount")
);
--> statement-breakpoint
ALTER TABLE "complaint_statements" ADD CONSTRAINT "complaint_statements_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_statements" ADD CONSTRAINT "complaint_statements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_client_id_members_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_provider_id_members_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_statements_complaint_idx" ON "complaint_statements" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_open_key" ON "complaints" USING btree ("kind","object_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "complaints_object_idx" ON "complaints" USING btree ("kind","object_id");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "complaints_client_idx" ON "complaints" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_provider_idx" ON "complaints" USING btree ("provider_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE FUNCTION complaint_statements_is_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'complaint_statements is insert-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER complaint_statements_insert_only BEFORE UPDATE OR DELETE ON "complaint_statements"
  FOR EACH ROW EXECUTE FUNCTION complaint_statements_is_insert_only();
