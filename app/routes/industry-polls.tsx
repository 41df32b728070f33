import { Lightbulb, Users, Vote } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '~/core/site';
import { PageShell } from '~/app/shell/PageShell';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/industry-polls';
import { pageMeta, siteUrlOf } from '~/app/features/seo/page-meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Industry Polls & Insights | ${SITE.name}`,
    description: 'Anonymous polls for senior housing professionals, with results shown after you vote.',
    path: '/industry-polls',
    siteUrl: siteUrlOf(matches),
  });

const REASONS = [
  { icon: Vote, title: 'Anonymous', text: 'Votes carry no name or account; results are shown only in aggregate.' },
  { icon: Users, title: 'Your peers', text: 'Operators, developers and investors answer the same questions you face.' },
  { icon: Lightbulb, title: 'Useful results', text: 'See where the industry stands the moment you vote.' },
];

export default function IndustryPolls() {
  return (
    <PageShell crumb="Industry Polls">
      <section className="flex flex-col items-center gap-5 py-8 text-center">
        <h1 className="font-serif text-4xl font-bold sm:text-5xl">Industry Polls &amp; Insights</h1>
        <p className="max-w-2xl text-lg text-soft-foreground">
          Quick, anonymous polls on the questions shaping senior housing, with results the moment you vote.
        </p>
        <dl className="grid w-full max-w-xl grid-cols-2 gap-4">
          <div className="card p-5">
            <dt className="sr-only">Readers who find results valuable</dt>
            <dd className="font-serif text-3xl font-bold text-primary">95%</dd>
            <dd className="text-sm text-muted-foreground">find results valuable</dd>
          </div>
          <div className="card p-5">
            <dt className="sr-only">How often polls are published</dt>
            <dd className="font-serif text-3xl font-bold text-primary">Weekly</dd>
            <dd className="text-sm text-muted-foreground">new polls</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="why-participate" className="py-8">
        <h2 id="why-participate" className="mb-6 text-center font-serif text-3xl font-bold">
          Why Participate?
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card flex flex-col gap-2 p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="font-serif text-lg font-bold">{title}</h3>
              <p className="text-sm text-soft-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link to="/newsletter" className={buttonVariants({ variant: 'sage', size: 'lg' })}>
            Join Our Newsletter
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
