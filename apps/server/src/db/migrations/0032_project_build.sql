ALTER TABLE "project_stages" DROP CONSTRAINT "project_stages_state_check";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_status_check";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_kind_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "drawings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "drawingsck" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "drawingsdate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportpics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reports" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportconts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "teardown" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportck" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reportdate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_state_check" CHECK ("project_stages"."state" IN ('planned', 'held', 'released', 'refunded', 'split'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" IN ('open', 'won', 'signed', 'building', 'reported', 'accepted', 'disputed', 'closed'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" IN ('task', 'project'));