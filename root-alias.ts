import { fileURLToPath } from 'node:url';

/**
 * `~/` is the repository root (`~/core/time`, `~/app/ui/button`), instead of `../../../`. TypeScript
 * and tsx read it from tsconfig.json's `paths`; Vite and Vitest take it from here.
 */
export const rootAlias = { find: /^~\//, replacement: fileURLToPath(new URL('./', import.meta.url)) };
