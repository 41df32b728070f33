import { Mail, Megaphone, Rss } from '~/app/ui/icons';
import { SITE } from '~/core/site';
import { buttonVariants } from '~/app/ui/button';
import { useSiteIdentity } from '~/app/ui/site-identity';

const AD_LABEL = 'text-[0.65rem] font-semibold uppercase tracking-[0.2em] text-muted-foreground';

/** The small banner slot, filled with the journal's own house ad until an advertiser books it. */
export function SmallBannerAd() {
  return (
    <aside aria-label="Advertisement" className="card flex flex-wrap items-center justify-between gap-3 px-5 py-3">
      <p className={AD_LABEL}>Advertisement</p>
      <p className="flex items-center gap-2 text-sm font-medium">
        <Megaphone className="size-4 text-tan-600 dark:text-tan-300" aria-hidden="true" />
        Reach senior housing decision-makers every weekday.
      </p>
      <a
        href={`mailto:${SITE.advertisingEmail}?subject=${encodeURIComponent('Advertising enquiry')}`}
        className={buttonVariants({ variant: 'link', size: 'sm' })}
      >
        Advertise here
      </a>
    </aside>
  );
}

/** The medium banner slot: a house ad for the journal's own RSS feed. */
export function MediumBannerAd() {
  const site = useSiteIdentity();
  return (
    <aside
      aria-label="Advertisement"
      className="card flex flex-col gap-3 bg-sage-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-night-800"
    >
      <div>
        <p className={AD_LABEL}>Advertisement · {site.name}</p>
        <p className="mt-1 flex items-center gap-2 font-serif text-xl font-bold">
          <Rss className="size-5 text-primary" aria-hidden="true" />
          Follow every story in your feed reader
        </p>
        <p className="text-sm text-soft-foreground">
          The journal&apos;s own RSS feed carries every article we publish, newest first.
        </p>
      </div>
      <a href="/rss.xml" className={buttonVariants({ variant: 'sage' })}>
        Subscribe via RSS
      </a>
    </aside>
  );
}

/** Sponsorship: the audience figures of the spec and the e-mail link to book a placement. */
export function AdvertiseSection() {
  const figures = [
    { value: '10K+', label: 'monthly readers' },
    { value: '85%', label: 'industry professionals' },
    { value: '2.5x', label: 'engagement' },
  ];
  return (
    <section aria-labelledby="advertise" className="card p-8 text-center">
      <h2 id="advertise" className="font-serif text-2xl font-bold">
        Advertise With Us
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-soft-foreground">
        Put your brand in front of the operators, developers and investors who shape senior housing.
      </p>
      <dl className="mx-auto mt-6 grid max-w-xl grid-cols-3 gap-4">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="sr-only">{f.label}</dt>
            <dd className="font-serif text-3xl font-bold text-primary">{f.value}</dd>
            <dd className="text-xs uppercase tracking-wide text-muted-foreground">{f.label}</dd>
          </div>
        ))}
      </dl>
      <a
        href={`mailto:${SITE.advertisingEmail}?subject=${encodeURIComponent('Sponsorship enquiry')}`}
        className={buttonVariants({
          variant: 'default',
          size: 'lg',
          className: 'mt-6 h-auto min-h-11 max-w-full whitespace-normal break-all py-2',
        })}
      >
        <Mail aria-hidden="true" />
        {SITE.advertisingEmail}
      </a>
    </section>
  );
}
