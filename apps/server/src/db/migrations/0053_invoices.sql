CREATE TABLE "invoice_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"orders" text NOT NULL,
	"member_id" bigint NOT NULL,
	"actor_id" bigint,
	"actor_name" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"title" text NOT NULL,
	"taxno" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"file_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_source_check" CHECK ("invoice_requests"."source" IN ('topup', 'fee')),
	CONSTRAINT "invoice_requests_kind_check" CHECK ("invoice_requests"."kind" IN ('plain', 'vat')),
	CONSTRAINT "invoice_requests_state_check" CHECK ("invoice_requests"."state" IN ('open', 'issued', 'refused')),
	CONSTRAINT "invoice_requests_amount_check" CHECK ("invoice_requests"."amount" > 0),
	CONSTRAINT "invoice_requests_issued_check" CHECK ("invoice_requests"."state" <> 'issued' OR "invoice_requests"."invoice_no" <> '' OR "invoice_requests"."file_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_orders_key" ON "invoice_requests" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "invoice_requests_member_idx" ON "invoice_requests" USING btree ("member_id","source","state");--> statement-breakpoint
CREATE INDEX "invoice_requests_queue_idx" ON "invoice_requests" USING btree ("state","id");