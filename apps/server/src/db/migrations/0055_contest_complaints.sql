ALTER TABLE "contests" DROP CONSTRAINT "contests_status_check";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "dispute_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "paused_ms" bigint;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_status_check" CHECK ("contests"."status" IN ('open', 'empty', 'selecting', 'finalist', 'judging', 'handover', 'delivered', 'completed', 'closed', 'disputed'));