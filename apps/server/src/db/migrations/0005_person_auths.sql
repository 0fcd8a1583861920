CREATE TABLE "person_auths" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"idcard" text NOT NULL,
	"cardfrt" text NOT NULL,
	"cardrvs" text NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_auths" ADD CONSTRAINT "person_auths_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_auths_member_key" ON "person_auths" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "person_auths_queue_idx" ON "person_auths" USING btree ("checked","updated_at");