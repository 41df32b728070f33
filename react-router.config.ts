import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Every route is in the manifest the pages load (24 routes, 2.7 KB gzip): React Router's lazy
  // discovery only fetched /__manifest after hydration and re-rendered the whole page to apply it,
  // which Preact does in one task (85 ms of main thread at full speed, decision 0115).
  routeDiscovery: { mode: 'initial' },
  // Opting into every v8 behaviour now makes the v8 upgrade (Node 22) a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
