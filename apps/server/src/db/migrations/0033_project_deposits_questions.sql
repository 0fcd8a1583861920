CREATE TABLE "project_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payer" text NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"paydate" date NOT NULL,
	"back" bigint DEFAULT 0 NOT NULL,
	"backdate" date,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_deposits_kind_check" CHECK ("project_deposits"."kind" IN ('施工押金', '清洁押金')),
	CONSTRAINT "project_deposits_payer_check" CHECK ("project_deposits"."payer" IN ('client', 'factory')),
	CONSTRAINT "project_deposits_state_check" CHECK ("project_deposits"."state" IN ('unpaid', 'paid', 'returned', 'partial', 'withheld')),
	CONSTRAINT "project_deposits_amount_check" CHECK ("project_deposits"."amount" > 0 AND "project_deposits"."back" >= 0 AND "project_deposits"."back" <= "project_deposits"."amount")
);
--> statement-breakpoint
CREATE TABLE "project_quote_asks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"quote_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_deposits" ADD CONSTRAINT "project_deposits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_deposits" ADD CONSTRAINT "project_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_asks" ADD CONSTRAINT "project_quote_asks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_asks" ADD CONSTRAINT "project_quote_asks_quote_id_project_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."project_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_deposits_project_kind_key" ON "project_deposits" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "project_quote_asks_quote_idx" ON "project_quote_asks" USING btree ("quote_id","id");