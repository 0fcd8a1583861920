CREATE TABLE "company_invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"roles" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" bigint NOT NULL,
	"invited_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" bigint,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_staff" (
	"member_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"roles" text[] NOT NULL,
	"added_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_staff_member_id_pk" PRIMARY KEY("member_id"),
	CONSTRAINT "company_staff_not_self" CHECK ("company_staff"."member_id" <> "company_staff"."company_id"),
	CONSTRAINT "company_staff_roles" CHECK (cardinality("company_staff"."roles") > 0)
);
--> statement-breakpoint
ALTER TABLE "timeline" ADD COLUMN "acted_by" bigint;--> statement-breakpoint
ALTER TABLE "timeline" ADD COLUMN "acted_as" text;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_members_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_by_members_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_staff" ADD CONSTRAINT "company_staff_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_staff" ADD CONSTRAINT "company_staff_company_id_members_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_staff" ADD CONSTRAINT "company_staff_added_by_members_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invites_token_idx" ON "company_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_staff_company_idx" ON "company_staff" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "timeline" ADD CONSTRAINT "timeline_acted_by_members_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;