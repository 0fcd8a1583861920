CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"name" text NOT NULL,
	"width" integer,
	"height" integer,
	"private" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_member_idx" ON "files" USING btree ("member_id","created_at");