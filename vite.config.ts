import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { rootAlias } from './root-alias';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [rootAlias] },
  build: {
    target: 'es2022',
    // Rollup merges side-effect-free chunks under 8 KB into their importers: the home page went
    // from 55 script requests to fewer, and on a slow phone connection each request costs a round trip.
    rollupOptions: {
      // core/ is the domain's pure logic: a module of it whose exports go unused is left out even
      // when its constants are built by calls (the message catalogue's admin texts, for one).
      treeshake: { moduleSideEffects: (id) => !id.includes('/core/') },
    },
  },
  // Server-only packages stay external to the SSR bundle and load from node_modules. Icon and
  // primitive libraries are bundled instead: loaded whole, lucide-react alone cost the server 43 MB
  // for the few icons the pages use.
  ssr: {
    external: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'pg', 'pg-boss'],
    noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//],
  },
});
