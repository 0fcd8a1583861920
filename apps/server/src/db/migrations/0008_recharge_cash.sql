CREATE TABLE "cash_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"orders" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"type" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"no" text NOT NULL,
	"holder" text NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_requests_amount_check" CHECK ("cash_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"orders" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"trade_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_status_check" CHECK ("recharge_orders"."status" IN ('pending', 'paid', 'closed')),
	CONSTRAINT "recharge_orders_amount_check" CHECK ("recharge_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "paycode_fails" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "paycode_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_requests_orders_key" ON "cash_requests" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "cash_requests_member_idx" ON "cash_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_requests_queue_idx" ON "cash_requests" USING btree ("checked","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_orders_key" ON "recharge_orders" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "recharge_orders_member_idx" ON "recharge_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_pending_idx" ON "recharge_orders" USING btree ("status","expire_at");