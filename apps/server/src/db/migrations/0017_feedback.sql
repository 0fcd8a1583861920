CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"contact" text NOT NULL,
	"member_id" bigint,
	"ip" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_kind_check" CHECK ("feedback"."kind" IN ('consult', 'suggest', 'complain', 'report', 'other')),
	CONSTRAINT "feedback_state_check" CHECK ("feedback"."state" IN ('pending', 'handled')),
	CONSTRAINT "feedback_handled_check" CHECK (("feedback"."state" IN ('handled')) = ("feedback"."handled_by" IS NOT NULL AND "feedback"."handled_at" IS NOT NULL AND "feedback"."note" <> ''))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_queue_idx" ON "feedback" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "feedback_ip_idx" ON "feedback" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");