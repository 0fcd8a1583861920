CREATE TABLE "search_common_words" (
	"tbl" text NOT NULL,
	"lexeme" text NOT NULL,
	"share" real NOT NULL,
	CONSTRAINT "search_common_words_tbl_lexeme_pk" PRIMARY KEY("tbl","lexeme")
);
