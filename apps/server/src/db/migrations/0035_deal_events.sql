CREATE TABLE "event_deliveries" (
	"event_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_event_id_member_id_channel_pk" PRIMARY KEY("event_id","member_id","channel")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"actor_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project_contracts" DROP CONSTRAINT "project_contracts_sha_check";--> statement-breakpoint
ALTER TABLE "project_contracts" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_contracts" ALTER COLUMN "sha256" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_object_idx" ON "events" USING btree ("object_kind","object_id","id");--> statement-breakpoint
CREATE INDEX "events_undelivered_idx" ON "events" USING btree ("id") WHERE delivered_at IS NULL;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_sha_check" CHECK ("project_contracts"."n" >= 1 AND CASE WHEN "project_contracts"."file_id" IS NULL THEN "project_contracts"."sha256" = '' AND "project_contracts"."source" = 'generated' ELSE "project_contracts"."sha256" ~ '^[0-9a-f]{64}$' END);