CREATE TABLE "calendar_feeds" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_plans" (
	"member_id" bigint NOT NULL,
	"exhibition_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_plans_member_id_exhibition_id_pk" PRIMARY KEY("member_id","exhibition_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plans" ADD CONSTRAINT "show_plans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plans" ADD CONSTRAINT "show_plans_exhibition_id_listings_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;