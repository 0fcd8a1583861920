CREATE TABLE "notice_prefs" (
	"member_id" bigint NOT NULL,
	"grp" text NOT NULL,
	"channel" text NOT NULL,
	"on" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_prefs_member_id_grp_channel_pk" PRIMARY KEY("member_id","grp","channel")
);
--> statement-breakpoint
CREATE TABLE "notice_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint,
	"member_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"grp" text NOT NULL,
	"urgent" boolean NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_sends_channel_check" CHECK ("notice_sends"."channel" IN ('sms', 'wechat')),
	CONSTRAINT "notice_sends_state_check" CHECK ("notice_sends"."state" IN ('queued', 'deferred', 'sent', 'failed', 'folded', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "wechat_binds" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_prefs" ADD CONSTRAINT "notice_prefs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_binds" ADD CONSTRAINT "wechat_binds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_sends_event_idx" ON "notice_sends" USING btree ("event_id","member_id","channel") WHERE event_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notice_sends_member_idx" ON "notice_sends" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "notice_sends_sent_idx" ON "notice_sends" USING btree ("member_id","channel","sent_at");--> statement-breakpoint
CREATE INDEX "notice_sends_state_idx" ON "notice_sends" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_binds_openid_idx" ON "wechat_binds" USING btree ("openid");