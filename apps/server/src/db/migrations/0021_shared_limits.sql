-- UNLOGGED: counts are not worth a WAL write each; a database crash forgetting them gives every client a
-- fresh budget (decision 019)
CREATE UNLOGGED TABLE "limit_slots" (
	"key" text NOT NULL,
	"holder" text NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_slots_key_holder_pk" PRIMARY KEY("key","holder")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_slots_holder_idx" ON "limit_slots" USING btree ("holder");--> statement-breakpoint
CREATE INDEX "limit_slots_owner_idx" ON "limit_slots" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "limit_slots_expires_idx" ON "limit_slots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");