CREATE TABLE "rate_limits" (
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"hits" bigint[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_limiter_key_pk" PRIMARY KEY("limiter","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");