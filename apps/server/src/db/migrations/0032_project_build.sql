ALTER TABLE "projects" ADD COLUMN "drawings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "drawingsck" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "drawingsdate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportpics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reports" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportconts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "teardown" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportck" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportdate" timestamp with time zone;