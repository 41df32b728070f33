import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { rootAlias } from './root-alias';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [rootAlias] },
  build: { target: 'es2022' },
  // Server-only packages stay external to the SSR bundle and load from node_modules.
  ssr: { external: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'pg', 'pg-boss'] },
});
