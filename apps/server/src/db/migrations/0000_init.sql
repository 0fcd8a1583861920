CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"ip" text NOT NULL,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cardno" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text,
	"usertype" smallint DEFAULT 1 NOT NULL,
	"cardtype" smallint DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"userlogo" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"myjob" text DEFAULT '' NOT NULL,
	"birth" text DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"idcard" text DEFAULT '' NOT NULL,
	"qqnum" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"addr" text DEFAULT '' NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"strt" text DEFAULT '' NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"personauth" smallint DEFAULT 3 NOT NULL,
	"businsauth" smallint DEFAULT 3 NOT NULL,
	"paycode_hash" text,
	"wx_unionid" text,
	"wx_openid" text,
	"coins" bigint DEFAULT 0 NOT NULL,
	"invitcoins" bigint DEFAULT 0 NOT NULL,
	"invitcoins_dsnr" bigint DEFAULT 0 NOT NULL,
	"invitcoins_bsns" bigint DEFAULT 0 NOT NULL,
	"invitpples" integer DEFAULT 0 NOT NULL,
	"invited_by" bigint,
	"myworks" integer DEFAULT 0 NOT NULL,
	"cmtigots" integer DEFAULT 0 NOT NULL,
	"isadmin" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"persistent" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"redirect" text DEFAULT '' NOT NULL,
	"unionid" text,
	"openid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"headimgurl" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_mobile_idx" ON "login_attempts" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_cardno_key" ON "members" USING btree ("cardno");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_key" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_wx_unionid_key" ON "members" USING btree ("wx_unionid");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "wechat_tokens_ip_idx" ON "wechat_tokens" USING btree ("ip","created_at");