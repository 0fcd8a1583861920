CREATE TABLE "project_permit_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"item" text NOT NULL,
	"file_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_permit_files_side_check" CHECK ("project_permit_files"."side" IN ('client', 'factory'))
);
--> statement-breakpoint
CREATE TABLE "project_permits" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"crew" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "exhibition_id" bigint;--> statement-breakpoint
ALTER TABLE "project_permit_files" ADD CONSTRAINT "project_permit_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_permit_files" ADD CONSTRAINT "project_permit_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_permit_files" ADD CONSTRAINT "project_permit_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_permits" ADD CONSTRAINT "project_permits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_permit_files_project_idx" ON "project_permit_files" USING btree ("project_id","id");