import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';
import { rootAlias } from './root-alias';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [rootAlias, ...preactAliases] },
  build: {
    target: 'es2022',
    // UNMINIFIED=1 npm run build keeps the names, for reading a CPU profile of the pages.
    minify: process.env.UNMINIFIED ? false : 'esbuild',
    rollupOptions: {
      // core/ is the domain's pure logic: a module of it whose exports go unused is left out even
      // when its constants are built by calls (the message catalogue's admin texts, for one).
      treeshake: { moduleSideEffects: (id) => !id.includes('/core/') },
    },
  },
  // Server-only packages stay external to the SSR bundle and load from node_modules. Every package
  // that imports React is bundled instead, so that it renders with Preact (decision 0115) rather
  // than load React beside it.
  ssr: {
    external: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'pg', 'pg-boss'],
    noExternal: ['radix-ui', /^@radix-ui\//, /^@floating-ui\//, 'react-router', 'sonner', /^react-/, /^use-/],
  },
});
