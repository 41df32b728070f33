-- drizzle-kit does not emit CREATE EXTENSION; the schema needs pgvector (embeddings) and
-- pg_trgm (title similarity for de-duplication) before any table is created.
CREATE EXTENSION IF NOT EXISTS vector;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
