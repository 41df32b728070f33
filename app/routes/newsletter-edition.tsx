import { Archive, Mail } from '~/app/ui/icons';
import { Link } from 'react-router';
import { ARCHIVE_PATH, editionKindName } from '~/core/edition-archive';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { EditionSections } from '~/app/features/newsletter/EditionSections';
import { EDITION_FEED_LINK } from '~/app/features/newsletter/edition-feed';
import { SubscribeForm } from '~/app/features/newsletter/SubscribeForm';
import { pageMeta } from '~/app/features/seo/page-meta';
import { NotFoundPage, notFoundMeta } from '~/app/shell/NotFoundPage';
import { PageShell } from '~/app/shell/PageShell';
import { buttonVariants } from '~/app/ui/button';
import { useSiteIdentity } from '~/app/ui/site-identity';
import type { Route } from './+types/newsletter-edition';
import { dateTimeFormat } from '~/core/intl';
export { loader } from './newsletter-edition.server';

export const links: Route.LinksFunction = () => [EDITION_FEED_LINK];

/** Search engines and link previews get the edition's date and its lead stories. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const edition = loaderData?.edition;
  if (!edition) return notFoundMeta(location.pathname, matches);
  const stories = edition.storyTitles.slice(0, 3).join(' · ');
  return pageMeta({
    title: edition.title,
    description: `${edition.dateLabel}: ${stories}`.slice(0, 300),
    path: edition.path,
    matches,
  });
};

/** In the journal's zone, as the edition's date is (SSR and hydration agree). */
const sentFormat = dateTimeFormat('en-US', {
  timeZone: JOURNAL_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export default function NewsletterEdition({ loaderData }: Route.ComponentProps) {
  const site = useSiteIdentity();
  const { edition } = loaderData;
  if (!edition) return <NotFoundPage />;
  return (
    <PageShell crumb={editionKindName(edition.kind)}>
      <article aria-labelledby="edition-title" className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3 border-b border-border pb-6">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-tan-600 dark:text-tan-300">
            {site.name} · {editionKindName(edition.kind)}
          </p>
          <h1 id="edition-title" className="font-serif text-4xl font-bold leading-tight sm:text-5xl">
            {edition.dateLabel}
          </h1>
          <p className="text-sm text-muted-foreground">
            Sent by e-mail at <time dateTime={edition.publishedAt}>{sentFormat.format(new Date(edition.publishedAt))}</time> ·
            About a 3-minute read
          </p>
          <p className="flex flex-wrap gap-3 pt-1">
            <Link to={ARCHIVE_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Archive aria-hidden="true" />
              All editions
            </Link>
            <a href="#subscribe" className={buttonVariants({ variant: 'sage', size: 'sm' })}>
              <Mail aria-hidden="true" />
              Subscribe free
            </a>
          </p>
        </header>
        <EditionSections sections={edition.sections} />
        <section id="subscribe" aria-labelledby="edition-subscribe" className="card scroll-mt-6 p-6">
          <h2 id="edition-subscribe" className="mb-1 font-serif text-xl font-bold">
            Get the next edition in your inbox
          </h2>
          <p className="mb-4 text-sm text-soft-foreground">Free. Choose the editions you want, and unsubscribe in one click.</p>
          <SubscribeForm />
        </section>
      </article>
    </PageShell>
  );
}
