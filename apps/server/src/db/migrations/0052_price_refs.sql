CREATE TABLE "price_refs" (
	"basis" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"tier" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"band" text DEFAULT '' NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"projects" integer NOT NULL,
	"clients" integer NOT NULL,
	"quotes" integer NOT NULL,
	"p25" integer NOT NULL,
	"median" integer NOT NULL,
	"p75" integer NOT NULL,
	"cats" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_refs_basis_city_tier_kind_band_period_pk" PRIMARY KEY("basis","city","tier","kind","band","period"),
	CONSTRAINT "price_refs_shown_check" CHECK ("price_refs"."projects" >= 5 AND "price_refs"."clients" >= 3)
);
