/** Facts about the publication itself, shown in the header, metadata, feeds and e-mails. */
export const SITE = {
  name: 'Senior Housing Journal',
  tagline: 'Exclusive Market Intelligence',
  subtitle: 'Daily news and market intelligence for senior housing and senior living professionals',
  industryLabel: 'Senior Living Industry',
  description:
    'The daily news journal and free newsletter for the senior housing and senior living industry: operators, developers and investors. Exclusive Market Intelligence.',
  advertisingEmail: 'advertise@seniorhousingjournal.com',
} as const;
