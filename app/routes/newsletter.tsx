import { BarChart3, Bell, Building2, CheckCircle2, Clock, Mail, ShieldCheck, TrendingUp, Users } from '~/app/ui/icons';
import { Link } from 'react-router';
import { ARCHIVE_PATH } from '~/core/edition-archive';
import { PageShell } from '~/app/shell/PageShell';
import { FeatureCards } from '~/app/components/marketing/FeatureCards';
import { EDITION_FEED_LINK } from '~/app/features/newsletter/edition-feed';
import { SubscribeForm } from '~/app/features/newsletter/SubscribeForm';
import type { Route } from './+types/newsletter';
import { pageMeta } from '~/app/features/seo/page-meta';
import { useSiteIdentity } from '~/app/ui/site-identity';
export { action } from './newsletter.server';

export const links: Route.LinksFunction = () => [EDITION_FEED_LINK];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Free Daily Newsletter',
    description: 'Five key senior housing market insights every weekday at 7 AM Eastern. Free, about a 3-minute read.',
    path: '/newsletter',
    matches,
  });

/** Landing-page claims: static marketing content, as the spec states. */
const STATS = [
  { value: '15,000+', label: 'professionals' },
  { value: '98%', label: 'satisfaction' },
  { value: '3 min', label: 'read' },
  { value: '7 AM', label: 'delivery' },
];

const FEATURES = [
  {
    icon: TrendingUp,
    title: 'Market Moves',
    text: 'Occupancy, rent growth and REIT performance, distilled into what matters today.',
  },
  { icon: Building2, title: 'Deals & Development', text: 'Acquisitions, financings and new communities across the country.' },
  {
    icon: ShieldCheck,
    title: 'Regulatory Watch',
    text: 'State and federal rule changes that affect operators, before they land.',
  },
  {
    icon: Users,
    title: 'Operator Insights',
    text: 'Staffing, resident experience and operations from the people running communities.',
  },
  { icon: BarChart3, title: 'Capital Markets', text: 'Lending conditions, cap rates and where investors are placing capital.' },
  { icon: Bell, title: 'Breaking Alerts', text: 'The stories that cannot wait for tomorrow morning’s edition.' },
];

const TESTIMONIALS = [
  {
    quote: 'The first thing I read every morning. It replaced three other subscriptions.',
    name: 'Regional VP of Operations',
    org: 'Assisted living operator',
  },
  {
    quote: 'Concise, relevant and always on time. Our investment committee forwards it weekly.',
    name: 'Managing Director',
    org: 'Healthcare real estate fund',
  },
  {
    quote: 'I find deals and development news here before I see it anywhere else.',
    name: 'Development Partner',
    org: 'Senior housing developer',
  },
];

const REASONS = [
  'Always Free',
  'Every weekday at 7am',
  '5 key market insights',
  'About a 3-minute read',
  'Unsubscribe in one click',
];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const site = useSiteIdentity();
  // Without JavaScript a form posts here as a document request; the page shows the action's answer.
  const subscribed = actionData?.intent === 'subscribe' ? actionData : null;
  const invited = actionData?.intent === 'invite' ? actionData : null;
  return (
    <PageShell crumb="Newsletter">
      {invited && (
        <p
          role={invited.ok ? 'status' : 'alert'}
          className={`card mb-4 p-4 text-sm font-medium ${invited.ok ? 'text-sage-900 dark:text-sage-100' : 'text-red-800 dark:text-red-200'}`}
        >
          {invited.message}
        </p>
      )}
      <section className="grid items-center gap-10 py-6 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-tan-600 dark:text-tan-300">
            Free daily newsletter
          </p>
          <h1 className="font-serif text-4xl font-bold leading-tight sm:text-5xl">Stay Ahead in Senior Housing</h1>
          <p className="text-lg text-soft-foreground">
            Five key market insights for operators, developers and investors, delivered every weekday at 7:00 AM Eastern.
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="card p-4 text-center">
                <dt className="sr-only">{stat.label}</dt>
                <dd className="font-serif text-2xl font-bold text-primary">{stat.value}</dd>
                <dd className="text-xs uppercase tracking-wide text-muted-foreground">{stat.label}</dd>
              </div>
            ))}
          </dl>
          <div id="subscribe" className="card scroll-mt-6 p-5">
            <h2 className="mb-3 font-serif text-lg font-bold">Get the free daily briefing</h2>
            <SubscribeForm outcome={subscribed} />
          </div>
        </div>
        <figure className="card overflow-hidden" aria-label="Sample newsletter e-mail">
          <div className="flex items-center gap-3 border-b border-border px-5 py-3">
            <Mail className="size-5 text-primary" aria-hidden="true" />
            <div className="text-sm">
              <p className="font-semibold">{site.name}</p>
              <p className="text-muted-foreground">Your 5 key insights for this morning</p>
            </div>
            <span className="ml-auto text-xs text-muted-foreground">7:00 AM</span>
          </div>
          <ol className="flex list-decimal flex-col gap-3 px-10 py-5 text-sm">
            <li>Occupancy gains continue in primary markets as new supply slows</li>
            <li>A healthcare REIT expands its senior housing operating portfolio</li>
            <li>State regulators update assisted living staffing guidance</li>
            <li>Construction starts stay near cycle lows, tightening future supply</li>
            <li>Technology pilots aim to cut caregiver documentation time</li>
          </ol>
          <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-5 py-2 text-xs text-muted-foreground">
            Sample preview: headlines illustrate the format of an edition.
            <Link to={ARCHIVE_PATH} className="text-sm font-semibold text-primary underline underline-offset-4">
              Read past editions
            </Link>
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="features" className="py-10">
        <h2 id="features" className="mb-6 text-center font-serif text-3xl font-bold">
          What you get every morning
        </h2>
        <FeatureCards cards={FEATURES} className="sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section aria-labelledby="testimonials" className="py-10">
        <h2 id="testimonials" className="mb-6 text-center font-serif text-3xl font-bold">
          Read by the people who build and run senior housing
        </h2>
        <ul className="grid gap-5 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="card flex flex-col gap-3 p-6">
              <blockquote className="font-serif text-lg italic">“{t.quote}”</blockquote>
              <p className="text-sm font-semibold">
                {t.name}
                <span className="block font-normal text-muted-foreground">{t.org}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why" className="card mx-auto my-10 max-w-3xl p-8">
        <h2 id="why" className="mb-4 font-serif text-2xl font-bold">
          Why professionals choose {site.name}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason} className="flex items-center gap-2">
              <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
              {reason}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <Clock className="size-5 text-primary" aria-hidden="true" />
            Delivered 7:00 AM EST
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="closing"
        className="mx-auto mb-6 max-w-2xl rounded-2xl bg-brown-900 p-8 text-cream-50 dark:bg-night-800"
      >
        <h2 id="closing" className="font-serif text-3xl font-bold">
          Start tomorrow morning, informed
        </h2>
        <p className="mb-5 mt-2 text-cream-200">
          Join the operators, developers and investors who read {site.name} before their first meeting.
        </p>
        <div className="rounded-xl bg-cream-50 p-4 text-card-foreground dark:bg-night-900">
          <SubscribeForm />
        </div>
      </section>
    </PageShell>
  );
}
