ALTER TABLE "reputation_inputs" ADD COLUMN "contest_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reputation_inputs" ADD COLUMN "contest_finals" integer DEFAULT 0 NOT NULL;