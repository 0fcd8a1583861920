CREATE TABLE "project_stages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"percent" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"hold_at" text NOT NULL,
	"release_on" text NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"held_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_stages_state_check" CHECK ("project_stages"."state" IN ('planned', 'held', 'released', 'refunded')),
	CONSTRAINT "project_stages_hold_at_check" CHECK ("project_stages"."hold_at" IN ('sign', 'movein')),
	CONSTRAINT "project_stages_release_on_check" CHECK ("project_stages"."release_on" IN ('drawings', 'movein', 'accept')),
	CONSTRAINT "project_stages_amount_check" CHECK ("project_stages"."amount" > 0 AND "project_stages"."percent" BETWEEN 1 AND 100 AND "project_stages"."seq" BETWEEN 1 AND 6)
);
--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_project_seq_key" ON "project_stages" USING btree ("project_id","seq");