import { BarChart3, CalendarClock, History, Lightbulb, Users, Vote } from '~/app/ui/icons';
import { Link } from 'react-router';
import { PageShell } from '~/app/shell/PageShell';
import { FeatureCards } from '~/app/components/marketing/FeatureCards';
import { PollsSection } from '~/app/features/polls/PollsSection';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/industry-polls';
import { pageMeta } from '~/app/features/seo/page-meta';
export { loader, action } from './industry-polls.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Industry Polls & Insights',
    description: 'Anonymous polls for senior housing professionals, with results shown after you vote.',
    path: '/industry-polls',
    matches,
  });

const REASONS = [
  { icon: Vote, title: 'Anonymous', text: 'Votes carry no name or account; results are shown only in aggregate.' },
  { icon: Users, title: 'Your peers', text: 'Operators, developers and investors answer the same questions you face.' },
  { icon: Lightbulb, title: 'Useful results', text: 'See where the industry stands the moment you vote.' },
];

/** Landing-page claims: static marketing content, as the spec states. */
const STATS = [
  { icon: BarChart3, value: '95%', label: 'find results valuable' },
  { icon: CalendarClock, value: 'Weekly', label: 'new polls' },
];

export default function IndustryPolls({ loaderData, actionData }: Route.ComponentProps) {
  const { show } = loaderData;
  return (
    <PageShell crumb="Industry Polls">
      <section className="flex flex-col items-center gap-5 py-8 text-center">
        <h1 className="font-serif text-4xl font-bold sm:text-5xl">Industry Polls &amp; Insights</h1>
        <p className="max-w-2xl text-lg text-soft-foreground">
          Quick, anonymous polls on the questions shaping senior housing, with results the moment you vote.
        </p>
        {/* Links, so both work without JavaScript: the loader reads ?show= and the polls load then. */}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="?show=active#active-polls" preventScrollReset className={buttonVariants({ variant: 'sage', size: 'lg' })}>
            <Vote aria-hidden="true" />
            Start Participating
          </Link>
          <Link to="?show=past#past-results" preventScrollReset className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <History aria-hidden="true" />
            View Past Results
          </Link>
        </div>
        {!show && (
          <p className="max-w-xl text-sm text-muted-foreground">
            Start Participating opens this week’s polls: pick an answer, submit your vote and see at once how your peers answered.
            View Past Results shows how closed polls ended. One vote per poll in each browser session; no sign-in needed.
          </p>
        )}
        <dl className="grid w-full max-w-xl grid-cols-2 gap-4">
          {STATS.map(({ icon: Icon, value, label }) => (
            <div key={label} className="card flex flex-col items-center p-5">
              <dt className="sr-only">{label}</dt>
              <dd className="flex flex-col items-center gap-1 font-serif text-3xl font-bold text-primary">
                <Icon className="size-5" aria-hidden="true" />
                {value}
              </dd>
              <dd className="text-sm text-muted-foreground">{label}</dd>
            </div>
          ))}
        </dl>
      </section>
      {show && (
        <PollsSection
          show={show}
          active={loaderData.active}
          past={loaderData.past}
          unavailable={loaderData.unavailable}
          answer={actionData ?? null}
        />
      )}
      <section aria-labelledby="why-participate" className="py-8">
        <h2 id="why-participate" className="mb-6 text-center font-serif text-3xl font-bold">
          Why Participate?
        </h2>
        <FeatureCards cards={REASONS} className="md:grid-cols-3" />
        <div className="mt-8 text-center">
          <Link to="/newsletter" className={buttonVariants({ variant: 'sage', size: 'lg' })}>
            Join Our Newsletter
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
