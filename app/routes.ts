import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('industry-polls', 'routes/industry-polls.tsx'),
  route('admin/*', 'routes/admin.tsx'),
  route('embed', 'routes/embed.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
