import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('newsletter/preferences', 'routes/newsletter-preferences.tsx'),
  route('newsletter/archive', 'routes/newsletter-archive.tsx'),
  route('newsletter/editions/:slug', 'routes/newsletter-edition.tsx'),
  route('industry-polls', 'routes/industry-polls.tsx'),
  route('account', 'routes/account.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('roles', 'routes/admin/roles.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('feeds', 'routes/admin/feeds.tsx'),
    route('polls', 'routes/admin/polls.tsx'),
    route('ratings', 'routes/admin/ratings.tsx'),
    route('analytics', 'routes/admin/analytics.tsx'),
  ]),
  route('embed', 'routes/embed.tsx'),
  route('embed-generator', 'routes/embed-generator.tsx'),
  route('api/docs', 'routes/api-docs.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
