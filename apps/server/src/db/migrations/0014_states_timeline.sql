CREATE TABLE "timeline" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" bigint,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timeline" ADD CONSTRAINT "timeline_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_object_idx" ON "timeline" USING btree ("object_kind","object_id","id");--> statement-breakpoint
ALTER TABLE "business_auths" ADD CONSTRAINT "business_auths_checked_check" CHECK ("business_auths"."checked" IN (0, 1, 2));--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_checked_check" CHECK ("cash_requests"."checked" IN (0, 1, 2));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_personauth_check" CHECK ("members"."personauth" IN (3, 0, 1, 2));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_businsauth_check" CHECK ("members"."businsauth" IN (3, 0, 1, 2));--> statement-breakpoint
ALTER TABLE "person_auths" ADD CONSTRAINT "person_auths_checked_check" CHECK ("person_auths"."checked" IN (0, 1, 2));--> statement-breakpoint
CREATE FUNCTION timeline_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'timeline is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER timeline_append_only BEFORE UPDATE OR DELETE ON "timeline"
  FOR EACH ROW EXECUTE FUNCTION timeline_is_append_only();
