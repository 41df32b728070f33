CREATE TABLE "feed_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_key" text NOT NULL,
	"action" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_email" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "added_by" text;--> statement-breakpoint
CREATE INDEX "feed_changes_created_at_idx" ON "feed_changes" USING btree ("created_at" DESC NULLS LAST);