CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
