CREATE TABLE "project_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"source" text NOT NULL,
	"side" text NOT NULL,
	"member_id" bigint,
	"file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"plan" jsonb NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "project_contracts_source_check" CHECK ("project_contracts"."source" IN ('generated', 'uploaded')),
	CONSTRAINT "project_contracts_side_check" CHECK ("project_contracts"."side" IN ('system', 'client', 'factory')),
	CONSTRAINT "project_contracts_state_check" CHECK ("project_contracts"."state" IN ('current', 'proposed', 'refused', 'superseded')),
	CONSTRAINT "project_contracts_sha_check" CHECK ("project_contracts"."sha256" ~ '^[0-9a-f]{64}$' AND "project_contracts"."n" >= 1)
);
--> statement-breakpoint
CREATE TABLE "project_signatures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"side" text NOT NULL,
	"ip" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_signatures_side_check" CHECK ("project_signatures"."side" IN ('client', 'factory'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contctck" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contctckdt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_signatures" ADD CONSTRAINT "project_signatures_contract_id_project_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."project_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_signatures" ADD CONSTRAINT "project_signatures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_signatures" ADD CONSTRAINT "project_signatures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_contracts_project_n_key" ON "project_contracts" USING btree ("project_id","n");--> statement-breakpoint
CREATE UNIQUE INDEX "project_contracts_current_key" ON "project_contracts" USING btree ("project_id") WHERE state = 'current';--> statement-breakpoint
CREATE UNIQUE INDEX "project_contracts_proposed_key" ON "project_contracts" USING btree ("project_id") WHERE state = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX "project_signatures_contract_side_key" ON "project_signatures" USING btree ("contract_id","side");--> statement-breakpoint
CREATE INDEX "project_signatures_project_idx" ON "project_signatures" USING btree ("project_id");