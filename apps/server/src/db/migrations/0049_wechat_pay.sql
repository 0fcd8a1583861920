ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_check";--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "channel" text DEFAULT 'alipay' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "trade_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_available', 'member_escrow', 'withdrawals_in_flight', 'platform_revenue', 'alipay_clearing', 'wechatpay_clearing', 'invite_rewards_expense'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."balance" >= 0 OR "ledger_accounts"."kind" IN ('alipay_clearing', 'wechatpay_clearing', 'invite_rewards_expense'));--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_channel_check" CHECK ("recharge_orders"."channel" IN ('alipay', 'wechatpay'));--> statement-breakpoint
-- the WeChat Pay clearing account exists once, like the other system accounts (migration 0007)
INSERT INTO "ledger_accounts" ("kind", "member_id") VALUES ('wechatpay_clearing', NULL) ON CONFLICT DO NOTHING;
