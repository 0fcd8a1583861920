ALTER TABLE "complaints" ADD COLUMN "client_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "provider_done_at" timestamp with time zone;