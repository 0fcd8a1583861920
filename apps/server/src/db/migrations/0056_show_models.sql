CREATE TABLE "show_models" (
	"member_id" bigint NOT NULL,
	"exhibition_id" bigint,
	"showname" text DEFAULT '' NOT NULL,
	"model_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "show_models" ADD CONSTRAINT "show_models_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_models" ADD CONSTRAINT "show_models_exhibition_id_listings_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_models" ADD CONSTRAINT "show_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "show_models_key" ON "show_models" USING btree ("member_id",coalesce("exhibition_id", 0),"showname","model_id");--> statement-breakpoint
CREATE INDEX "show_models_model_idx" ON "show_models" USING btree ("model_id");