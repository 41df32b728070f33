import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { rootAlias } from './root-alias';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [rootAlias] },
  build: {
    target: 'es2022',
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
