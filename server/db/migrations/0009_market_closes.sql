CREATE TABLE "market_closes" (
	"symbol" text NOT NULL,
	"trading_day" date NOT NULL,
	"close" double precision NOT NULL,
	"change_percent" double precision NOT NULL,
	"market_cap" double precision,
	"provider" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_closes_symbol_trading_day_pk" PRIMARY KEY("symbol","trading_day")
);
--> statement-breakpoint
ALTER TABLE "market_quotes" ADD COLUMN "trading_day" date;