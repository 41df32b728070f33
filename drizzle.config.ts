import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; no database connection is needed for that.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
