import { describe, it, expect } from 'vitest';
import type { EditionContent, RecipientLinks, RenderedEmail } from '~/core/newsletter';
import {
  RECIPIENT_LINK_TOKENS,
  renderConfirmation,
  renderEdition,
  renderEditionForRecipients,
  renderFriendInvite,
} from './render';
import { NOTE_MAX_CHARS } from './FriendInviteEmail';
import { TEXT_COLOR_PAIRS } from './styles';

const SITE_URL = 'https://seniorhousingjournal.example';

const insight = (n: number, category = 'investment') => ({
  title: `Operator ${n} closes a $${n}00M senior living deal`,
  summary: `Summary of story ${n}.`,
  source: `Source ${n}`,
  url: `https://news.example/story-${n}?ref=rss&id=${n}`,
  category,
});

const edition = (overrides: Partial<EditionContent> = {}): EditionContent => ({
  editionDate: '2026-11-23',
  dateLabel: 'Monday, November 23, 2026',
  insights: [1, 2, 3, 4, 5].map((n) => insight(n)),
  pressReleases: [],
  siteUrl: SITE_URL,
  ...overrides,
});

const links = (id = 'abc'): RecipientLinks => ({
  unsubscribeUrl: `${SITE_URL}/newsletter/unsubscribe?token=${id}&list=daily`,
  preferencesUrl: `${SITE_URL}/newsletter/preferences?token=${id}&from='mail'`,
});

/** What React writes for a value inside an attribute. */
const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

function expectDarkModeMeta(email: RenderedEmail) {
  expect(email.html).toContain('<meta name="color-scheme" content="light dark"/>');
  expect(email.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
}

describe('renderEdition', () => {
  it('names the date and the number of insights in the subject', async () => {
    expect((await renderEdition(edition(), links())).subject).toBe('Monday, November 23, 2026: 5 key senior housing insights');
    const three = edition({ insights: [1, 2, 3].map((n) => insight(n)) });
    expect((await renderEdition(three, links())).subject).toBe('Monday, November 23, 2026: 3 key senior housing insights');
    const one = edition({ insights: [insight(1)] });
    expect((await renderEdition(one, links())).subject).toBe('Monday, November 23, 2026: 1 key senior housing insight');
  });

  it('keeps the subject on one line', async () => {
    const email = await renderEdition(edition({ dateLabel: 'Monday,\r\nBcc: x@example.com' }), links());
    expect(email.subject).toBe('Monday, Bcc: x@example.com: 5 key senior housing insights');
  });

  it('refuses an edition without insights', async () => {
    await expect(renderEdition(edition({ insights: [] }), links())).rejects.toThrow(/at least one insight/);
  });

  it('has every insight title and link, numbered, with its category label and source', async () => {
    const content = edition({ insights: [insight(1, 'senior-living'), insight(2, 'regulations'), insight(3, 'something-new')] });
    const { html, text } = await renderEdition(content, links());
    content.insights.forEach((item, index) => {
      expect(html).toContain(`href="${attr(item.url)}"`);
      expect(html).toContain(item.title);
      expect(text).toContain(`${index + 1}. ${item.title} ${item.url}`);
      expect(text).toContain(item.summary);
      expect(text).toContain(`Source: ${item.source}`);
    });
    expect(text).toContain('Senior Living');
    expect(text).toContain('Regulations');
    expect(text).toContain('something-new');
  });

  it('has the heading, date, reading time and the button back to the site', async () => {
    const { html, text } = await renderEdition(edition({ insights: [1, 2, 3].map((n) => insight(n)) }), links());
    expect(text).toContain('Your 3 Key Market Insights');
    expect(text).toContain('Monday, November 23, 2026 · About a 3-minute read');
    expect(text).toContain(`Read more on Senior Housing Journal ${SITE_URL}`);
    expect(html).toMatch(/<h1[^>]*>Your 3 Key Market Insights<\/h1>/);
    expect((await renderEdition(edition(), links())).text).toContain('Your 5 Key Market Insights');
  });

  it('carries the masthead and the subscriber footer with the recipient’s own links', async () => {
    const recipient = links('r-42');
    const { html, text } = await renderEdition(edition(), recipient);
    expect(text).toContain('Senior Housing Journal');
    expect(text).toContain('Exclusive Market Intelligence');
    expect(text).toContain(`You are receiving this because you subscribed at ${SITE_URL}.`);
    expect(html).toContain(`href="${attr(recipient.unsubscribeUrl)}"`);
    expect(html).toContain(`href="${attr(recipient.preferencesUrl)}"`);
    expect(text).toContain(`Manage preferences ${recipient.preferencesUrl}`);
    expect(text).toContain(`Unsubscribe ${recipient.unsubscribeUrl}`);
  });

  it('shows press releases only when there are some', async () => {
    const without = await renderEdition(edition(), links());
    expect(without.text).not.toContain('Press Releases');
    const release = {
      title: 'Acme opens 3 communities',
      source: 'PR Newswire',
      summary: 'Acme expands.',
      url: 'https://pr.example/1',
    };
    const withReleases = await renderEdition(edition({ pressReleases: [release] }), links());
    expect(withReleases.text).toContain('Press Releases');
    expect(withReleases.text).toContain(`${release.title} ${release.url}`);
    expect(withReleases.text).toContain('Source: PR Newswire');
  });

  it('escapes markup and ampersands in content', async () => {
    const hostile = {
      ...insight(1),
      title: 'Rates <script>alert("x")</script> & REITs',
      summary: '<img src=x onerror=alert(1)>',
    };
    const { html } = await renderEdition(edition({ insights: [hostile] }), links());
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('Rates &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; REITs');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not link a story whose URL is not http(s)', async () => {
    const bad = { ...insight(1), title: 'Sneaky', url: 'javascript:alert(1)' };
    const { html } = await renderEdition(edition({ insights: [bad, insight(2)] }), links());
    expect(html).not.toContain('javascript:');
    expect(html.replaceAll('<!-- -->', '')).toMatch(/<h3[^>]*>1\. Sneaky<\/h3>/);
  });

  it('refuses recipient links that are not absolute http(s) URLs', async () => {
    await expect(renderEdition(edition(), { ...links(), unsubscribeUrl: 'javascript:alert(1)' })).rejects.toThrow(
      /unsubscribeUrl/,
    );
    await expect(renderEdition(edition(), { ...links(), preferencesUrl: '/relative' })).rejects.toThrow(/preferencesUrl/);
  });

  it('gives a text version without HTML tags or entities', async () => {
    const release = {
      title: 'Acme & Co expand',
      source: 'PR Newswire',
      summary: 'It’s big.',
      url: 'https://pr.example/1?a=1&b=2',
    };
    const { text } = await renderEdition(edition({ pressReleases: [release] }), links());
    expect(text).not.toMatch(HTML_TAG);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/i);
    expect(text).toContain('Acme & Co expand https://pr.example/1?a=1&b=2');
  });

  it('is an e-mail-client-friendly document: dark-mode meta, 600px, web-safe fonts, inline styles only', async () => {
    const email = await renderEdition(edition(), links());
    expectDarkModeMeta(email);
    expect(email.html).toContain('max-width:600px');
    expect(email.html).toContain('font-family:Georgia');
    expect(email.html).toContain('font-family:Arial, Helvetica, sans-serif');
    expect(email.html).toContain('role="presentation"');
    expect(email.html).not.toContain('<style');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('<html dir="ltr" lang="en">');
  });
});

describe('the kinds of edition', () => {
  it('breaking: the story in the subject, its outlets in a note, no reading time', async () => {
    const story = insight(1);
    const email = await renderEdition(
      edition({
        kind: 'breaking',
        insights: [story],
        breaking: { reason: 'outlets', outlets: ['Senior Housing News', 'McKnight’s', 'Reuters'], storyUrls: [story.url] },
      }),
      links(),
    );
    expect(email.subject).toBe(`Breaking: ${story.title}`);
    expect(email.text).toContain('Breaking News');
    expect(email.text).toContain('Reported by 3 outlets: Senior Housing News, McKnight’s, Reuters');
    expect(email.text).not.toContain('3-minute read');
  });

  it('weekly: the REIT moves as a table of figures', async () => {
    const email = await renderEdition(
      edition({ kind: 'weekly', marketWeek: [{ symbol: 'WELL', name: 'Welltower Inc.', close: 156, changePercent: -1.5 }] }),
      links(),
    );
    expect(email.text).toContain('The Week in Senior Housing REITs');
    expect(email.text).toMatch(/Welltower Inc\. \(WELL\)\s+\$156\.00\s+-1\.50%/);
  });

  it('trends: the month in the subject and heading, its figures, then its top stories', async () => {
    const email = await renderEdition(
      edition({
        kind: 'trends',
        dateLabel: 'October 2026 in numbers',
        insights: [insight(1), insight(2)],
        trends: {
          month: '2026-10',
          monthLabel: 'October 2026',
          previousMonthLabel: 'September 2026',
          stories: 40,
          previousStories: 50,
          changePercent: -20,
          categories: [{ category: 'investment', label: 'Investment', stories: 12, previous: 10, changePercent: 20 }],
          reits: [{ name: 'Welltower Inc.', symbol: 'WELL', stories: 7 }],
          operators: [],
        },
      }),
      links(),
    );
    expect(email.subject).toBe('Senior housing trends: October 2026 in numbers');
    expect(email.text).toContain('40 stories in October 2026 (-20% on September 2026)');
    expect(email.text).toMatch(/Investment\s+12\s+\+20% on September 2026/);
    expect(email.text).toContain('Most-Mentioned REITs');
    expect(email.text).not.toContain('Most-Mentioned Operators');
    expect(email.text.indexOf('Most-Mentioned REITs')).toBeLessThan(email.text.indexOf("The Month's 2 Top Stories"));
  });
});

describe('renderEditionForRecipients', () => {
  it('gives exactly what renderEdition gives, for every recipient', async () => {
    const content = edition({
      pressReleases: [{ title: 'PR & more', source: 'Wire', summary: 'S', url: 'https://pr.example/x?a=1&b=2' }],
    });
    const forRecipient = await renderEditionForRecipients(content);
    const recipients = [
      links('one'),
      links('two'),
      { unsubscribeUrl: 'http://localhost:3000/u?t=a"b<c>&d', preferencesUrl: 'https://example.org/p#frag' },
    ];
    for (const recipient of recipients) {
      expect(forRecipient(recipient)).toEqual(await renderEdition(content, recipient));
    }
  });

  it('does not share one recipient’s links with another', async () => {
    const forRecipient = await renderEditionForRecipients(edition());
    const first = forRecipient(links('first'));
    const second = forRecipient(links('second'));
    expect(first.html).not.toContain('second');
    expect(second.html).not.toContain('first');
    expect(second.text).toContain(links('second').unsubscribeUrl);
  });

  it('cannot be made to place a recipient link by content that spells out a placeholder', async () => {
    const { unsubscribeUrl: token } = RECIPIENT_LINK_TOKENS;
    const half = Math.floor(token.length / 2);
    const content = edition({
      insights: [
        { ...insight(1), title: `Click ${token} now`, url: token },
        { ...insight(2), summary: '__SHJ_UNSUBSCRIBE_URL__ SHJ_UNSUBSCRIBE_URL' },
        // Two fields that would meet in the plain text as one token.
        { ...insight(3), category: token.slice(0, half), title: token.slice(half) },
      ],
      pressReleases: [{ title: RECIPIENT_LINK_TOKENS.preferencesUrl, source: token, summary: token, url: token }],
    });
    const recipient = links('victim');
    const email = (await renderEditionForRecipients(content))(recipient);
    expect(count(email.html, attr(recipient.unsubscribeUrl))).toBe(1);
    expect(count(email.html, attr(recipient.preferencesUrl))).toBe(1);
    expect(count(email.text, recipient.unsubscribeUrl)).toBe(1);
    expect(count(email.text, recipient.preferencesUrl)).toBe(1);
    expect(email.html).not.toContain('\uE000');
    expect(email.text).not.toContain('\uE000');
    expect(email.text).toContain('Click SHJ_UNSUBSCRIBE_URL now');
    expect(email).toEqual(await renderEdition(content, recipient));
  });

  it('cleans the placeholder marker from the sections of every edition kind', async () => {
    const { unsubscribeUrl: token } = RECIPIENT_LINK_TOKENS;
    const content = edition({
      kind: 'trends',
      insights: [insight(1)],
      trends: {
        month: '2026-10',
        monthLabel: `October ${token}`,
        previousMonthLabel: token,
        stories: 3,
        previousStories: 1,
        changePercent: 200,
        categories: [{ category: 'investment', label: token, stories: 3, previous: 1, changePercent: 200 }],
        reits: [{ name: token, symbol: 'WELL', stories: 2 }],
        operators: [{ name: `Brookdale ${token}`, symbol: null, stories: 1 }],
      },
    });
    const recipient = links('victim');
    const email = (await renderEditionForRecipients(content))(recipient);
    expect(count(email.html, attr(recipient.unsubscribeUrl))).toBe(1);
    expect(email.text).not.toContain('\uE000');
    expect(email).toEqual(await renderEdition(content, recipient));
  });

  it('refuses bad recipient links too', async () => {
    const forRecipient = await renderEditionForRecipients(edition());
    expect(() => forRecipient({ ...links(), unsubscribeUrl: 'mailto:leave@example.com' })).toThrow(/unsubscribeUrl/);
    expect(() => forRecipient({ ...links(), preferencesUrl: 'https://x.example/a b' })).toThrow(/preferencesUrl/);
  });
});

describe('renderConfirmation', () => {
  const input = {
    confirmUrl: `${SITE_URL}/newsletter/confirm?token=t1&x=2`,
    preferencesUrl: `${SITE_URL}/newsletter/preferences?token=p1`,
    preferences: { daily: true, weekly: false, breaking: true, trends: false },
    siteUrl: SITE_URL,
  };

  it('asks to confirm with one button, the expiry, what ignoring means and the chosen preferences', async () => {
    const email = await renderConfirmation(input);
    expect(email.subject).toBe('Confirm your subscription to Senior Housing Journal');
    expect(email.html).toMatch(/<h1[^>]*>Confirm your subscription<\/h1>/);
    expect(count(email.html, `href="${attr(input.confirmUrl)}"`)).toBe(1);
    expect(email.text).toContain(input.confirmUrl);
    expect(email.text).toContain('expires in 48 hours');
    expect(email.text).toContain('If you ignore this e-mail nothing happens');
    expect(email.text).toContain('Your preferences: Daily, Breaking');
    expect(email.text).not.toMatch(HTML_TAG);
    expectDarkModeMeta(email);
  });

  it('says None when no preference is chosen', async () => {
    const email = await renderConfirmation({
      ...input,
      preferences: { daily: false, weekly: false, breaking: false, trends: false },
    });
    expect(email.text).toContain('Your preferences: None');
  });

  it('is not list mail: no unsubscribe link; it links to the preferences page for after confirming', async () => {
    const email = await renderConfirmation(input);
    expect(email.text).not.toMatch(/unsubscribe/i);
    expect(email.text).toContain(`entered in the subscribe form at ${SITE_URL}`);
    expect(count(email.html, `href="${attr(input.preferencesUrl)}"`)).toBe(1);
    expect(email.text).toContain(`Once confirmed, you can change what you receive at any time on your preferences page`);
  });

  it('refuses a preferences link that is not an absolute http(s) URL', async () => {
    await expect(renderConfirmation({ ...input, preferencesUrl: 'javascript:alert(1)' })).rejects.toThrow(/preferencesUrl/);
  });
});

describe('renderFriendInvite', () => {
  const input = { landingUrl: `${SITE_URL}/newsletter?utm_source=invite&utm_medium=email`, siteUrl: SITE_URL };

  it('explains the newsletter and links to the landing page', async () => {
    const email = await renderFriendInvite(input);
    expect(email.subject).toBe('A colleague recommends Senior Housing Journal');
    expect(email.text).toContain("A colleague thinks you'd like Senior Housing Journal");
    expect(email.text).toContain('free newsletter');
    expect(email.text).toContain('5 key market insights every weekday at 7 AM ET');
    expect(email.html).toContain(`href="${attr(input.landingUrl)}"`);
    expect(email.text).toContain(input.landingUrl);
    expect(email.text).not.toMatch(HTML_TAG);
    expectDarkModeMeta(email);
  });

  it('says that nobody was subscribed and what is kept of the address for how long, and has no unsubscribe link', async () => {
    const { text } = await renderFriendInvite(input);
    expect(text).toContain('No subscription was made for you');
    expect(text).toContain('only get more e-mail from us if you subscribe yourself');
    expect(text).toContain('We keep your address for 30 days only');
    expect(text).not.toMatch(/unsubscribe|manage preferences/i);
  });

  it('shows no note section without a note', async () => {
    expect((await renderFriendInvite(input)).text).not.toContain('Their note');
    expect((await renderFriendInvite({ ...input, note: '  \n ' })).text).not.toContain('Their note');
  });

  it('shows the note as escaped plain text, keeping its line breaks', async () => {
    const note = 'Hi <b>Sam</b> & team,\n<a href="https://evil.example">win</a>\r\nsee you';
    const email = await renderFriendInvite({ ...input, note });
    expect(email.html).not.toContain('<b>');
    expect(email.html).not.toContain('evil.example"');
    expect(email.html).toContain(
      'Hi &lt;b&gt;Sam&lt;/b&gt; &amp; team,<br/>&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;<br/>see you',
    );
    expect(email.text).toContain('Hi <b>Sam</b> & team,\n<a href="https://evil.example">win</a>\nsee you');
    expect(email.text).toContain('written by your colleague, not by Senior Housing Journal');
  });

  it(`cuts the note to ${NOTE_MAX_CHARS} characters`, async () => {
    const email = await renderFriendInvite({ ...input, note: 'x'.repeat(NOTE_MAX_CHARS + 100) });
    expect(email.text).toContain(`${'x'.repeat(NOTE_MAX_CHARS - 1)}…`);
    expect(email.text).not.toContain('x'.repeat(NOTE_MAX_CHARS));
    const exact = await renderFriendInvite({ ...input, note: 'y'.repeat(NOTE_MAX_CHARS) });
    expect(exact.text).toContain('y'.repeat(NOTE_MAX_CHARS));
  });
});

describe('colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const invert = (hex: string) => `#${(0xffffff - parseInt(hex.slice(1), 16)).toString(16).padStart(6, '0')}`;

  it.each(TEXT_COLOR_PAIRS)('$use keeps 4.5:1 as designed and when a client inverts it', ({ text, background }) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(invert(text), invert(background))).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the sender's identity (the admins' settings)", () => {
  const renamed = { name: 'Elder Living Daily', supportEmail: 'help@elderliving.example', publisherAddress: '' };

  it('names the application in the subject, masthead, body and footer, and gives the support address', async () => {
    const email = await renderConfirmation(
      {
        confirmUrl: `${SITE_URL}/newsletter/confirm?token=t`,
        preferencesUrl: `${SITE_URL}/newsletter/preferences?token=p`,
        preferences: { daily: true, weekly: false, breaking: false, trends: false },
        siteUrl: SITE_URL,
      },
      renamed,
    );
    expect(email.subject).toBe('Confirm your subscription to Elder Living Daily');
    expect(email.html).not.toContain('Senior Housing Journal');
    expect(count(email.text, 'Elder Living Daily')).toBeGreaterThanOrEqual(3);
    expect(email.html).toContain('href="mailto:help@elderliving.example"');
    expect(email.text).toContain('Questions or problems? Write to help@elderliving.example');
  });

  it('says nothing of support when no address is set', async () => {
    const email = await renderFriendInvite(
      { landingUrl: `${SITE_URL}/newsletter`, siteUrl: SITE_URL },
      { ...renamed, supportEmail: '' },
    );
    expect(email.subject).toBe('A colleague recommends Elder Living Daily');
    expect(email.html).not.toContain('mailto:');
    expect(email.text).not.toContain('Questions or problems');
  });

  it("prints the publisher's postal address in list mail only", async () => {
    const address = { ...renamed, publisherAddress: '100 Main Street, Suite 4, Boston, MA 02110' };
    const issue = await renderEdition(edition(), links(), address);
    expect(issue.text).toContain('100 Main Street, Suite 4, Boston, MA 02110');
    const invite = await renderFriendInvite({ landingUrl: `${SITE_URL}/newsletter`, siteUrl: SITE_URL }, address);
    expect(invite.text).not.toContain('100 Main Street');
    expect((await renderEdition(edition(), links(), renamed)).text).not.toContain('Main Street');
  });

  it('keeps the per-recipient links exact whatever the name holds', async () => {
    const hostile = {
      name: `Daily ${RECIPIENT_LINK_TOKENS.unsubscribeUrl}\r\nBcc: x@example.com`,
      supportEmail: '',
      publisherAddress: RECIPIENT_LINK_TOKENS.preferencesUrl,
    };
    const recipient = links('only');
    const email = (await renderEditionForRecipients(edition(), hostile))(recipient);
    expect(count(email.html, attr(recipient.unsubscribeUrl))).toBe(1);
    expect(email.html).not.toContain('\uE000');
    expect(email).toEqual(await renderEdition(edition(), recipient, hostile));
    const invite = await renderFriendInvite({ landingUrl: `${SITE_URL}/newsletter`, siteUrl: SITE_URL }, hostile);
    expect(invite.subject).not.toMatch(/[\r\n]/);
  });
});
