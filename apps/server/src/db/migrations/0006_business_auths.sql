CREATE TABLE "business_auths" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"tlphone" text NOT NULL,
	"cardfrt" text NOT NULL,
	"cardrvs" text NOT NULL,
	"bstype" text NOT NULL,
	"btitle" text NOT NULL,
	"bcerts" text NOT NULL,
	"bdate" text NOT NULL,
	"bprov" text NOT NULL,
	"bcity" text NOT NULL,
	"bstrt" text NOT NULL,
	"receipt" text NOT NULL,
	"fultitle" text NOT NULL,
	"taxorder" text NOT NULL,
	"bkname" text NOT NULL,
	"bkorder" text NOT NULL,
	"mprov" text NOT NULL,
	"mcity" text NOT NULL,
	"mstrt" text NOT NULL,
	"maddr" text NOT NULL,
	"checked" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_auths" ADD CONSTRAINT "business_auths_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_auths_member_key" ON "business_auths" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "business_auths_queue_idx" ON "business_auths" USING btree ("checked","updated_at");--> statement-breakpoint
CREATE INDEX "business_auths_taxorder_idx" ON "business_auths" USING btree ("taxorder");