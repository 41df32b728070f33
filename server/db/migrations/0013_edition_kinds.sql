ALTER TABLE "newsletter_editions" DROP CONSTRAINT "newsletter_editions_edition_date_unique";--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD COLUMN "kind" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_send_logs" ADD COLUMN "kind" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_editions_date_kind_key" ON "newsletter_editions" USING btree ("edition_date","kind");