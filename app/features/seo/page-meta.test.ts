import { describe, expect, it } from 'vitest';
import { SITE } from '~/core/site';
import { pageMeta } from './page-meta';

const root = (site?: { name: string; description: string; contactEmail: string }) => [
  { id: 'root', data: { siteUrl: 'https://journal.test', user: null, ...(site ? { site } : {}) } },
];

const find = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.find(
    (m) => ('title' in m && key === 'title') || ('property' in m && m.property === key) || ('name' in m && m.name === key),
  );

describe('page metadata', () => {
  it('follows the page’s title with the site’s name as the admins set it', () => {
    const meta = pageMeta({
      title: 'Free Daily Newsletter',
      path: '/newsletter',
      matches: root({ name: 'Senior Living Ledger', description: 'Daily senior living news.', contactEmail: '' }),
    });
    expect(find(meta, 'title')).toEqual({ title: 'Free Daily Newsletter | Senior Living Ledger' });
    expect(find(meta, 'og:site_name')).toEqual({ property: 'og:site_name', content: 'Senior Living Ledger' });
    expect(find(meta, 'description')).toEqual({ name: 'description', content: 'Daily senior living news.' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://journal.test/newsletter' });
  });

  it('uses the journal’s own name and tagline when nothing is set or no title is given', () => {
    expect(find(pageMeta({ path: '/', matches: root() }), 'title')).toEqual({ title: `${SITE.name} | ${SITE.tagline}` });
  });
});
