CREATE TABLE "market_quotes" (
	"symbol" text PRIMARY KEY NOT NULL,
	"price" double precision NOT NULL,
	"change" double precision NOT NULL,
	"change_percent" double precision NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
