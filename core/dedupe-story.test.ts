import { describe, expect, it } from 'vitest';
import { dedupeStories } from './dedupe';
import { distinctStories, sameStory } from './dedupe-story';

const story = (title: string, summary = '') => ({ title, summary });

describe('sameStory', () => {
  it('finds one deal seen from both sides, amounts and number words in other spellings', () => {
    expect(
      sameStory(
        story('Brookdale sells 12 communities to Ventas for $300 million', 'The operator will keep managing the properties.'),
        story(
          'Ventas acquires dozen Brookdale properties in $300M deal',
          'The REIT bought 12 communities from Brookdale Senior Living.',
        ),
      ),
    ).toBe(true);
  });

  it.each([
    ['two companies, one template', 'Welltower reports third-quarter results', 'Ventas reports third-quarter results'],
    [
      'two states',
      'Virginia passes law allowing cameras in nursing home rooms',
      'Maryland passes law allowing cameras in nursing home rooms',
    ],
    ['two amounts', 'Legend Senior Living secures $45 million loan', 'Legend Senior Living secures $22 million loan'],
    [
      'opposite actions by one company',
      'Civitas Senior Living adds six communities',
      'Civitas Senior Living drops six communities',
    ],
    [
      'a rule proposed and a rule finalised',
      'CMS proposes nursing home staffing rule',
      'CMS finalizes nursing home staffing rule',
    ],
    [
      'one template, other details',
      'Oregon requires air conditioning in long-term care facilities',
      'Oregon requires backup generators in long-term care facilities',
    ],
    [
      'a shared phrase, no shared subject',
      'Argentum Backs Senate Bill to Expand Senior Living Workforce Pipeline',
      'Senior Living Leaders Gather for Fall Policy Summit',
    ],
  ])('keeps %s apart', (_label, a, b) => {
    expect(sameStory(story(a), story(b))).toBe(false);
  });

  it('vetoes look-alike titles that are two stories', () => {
    expect(
      distinctStories(
        story('Florida fines assisted living operator $150,000'),
        story('Florida fines assisted living operator $45,000'),
      ),
    ).toBe(true);
    expect(distinctStories(story('Benchmark Senior Living names new CEO'), story('Benchmark Senior Living names new CFO'))).toBe(
      true,
    );
    expect(
      distinctStories(
        story('Ventas completes acquisition of seven communities'),
        story('Ventas completes acquisition of seven communities!'),
      ),
    ).toBe(false);
  });
});

describe('dedupeStories with reworded reports', () => {
  const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, hours));
  const report = (title: string, summary: string, outlet: string, hours: number) => ({
    title,
    summary,
    url: `https://www.${outlet}.com/${hours}`,
    canonicalUrl: `https://${outlet}.com/${hours}`,
    source: outlet,
    publishedAt: at(hours),
  });

  it('groups a retelling under the earliest report', () => {
    const stories = dedupeStories([
      report('Sunrise taps Jack Callison as chief executive', 'The operator announced the leadership change.', 'mcknights', 5),
      report('Sunrise Senior Living names Jack Callison CEO', 'Callison succeeds the longtime chief executive.', 'shn', 2),
    ]);
    expect(stories).toHaveLength(1);
    expect(stories[0]!.primary.source).toBe('shn');
    expect(stories[0]!.others.map((o) => o.source)).toEqual(['mcknights']);
  });

  it('does not compare retellings more than three days apart', () => {
    const stories = dedupeStories([
      report('Sunrise Senior Living names Jack Callison CEO', 'Callison succeeds the longtime chief executive.', 'shn', 0),
      report(
        'Sunrise taps Jack Callison as chief executive',
        'The operator announced the leadership change.',
        'mcknights',
        24 * 4,
      ),
    ]);
    expect(stories).toHaveLength(2);
  });
});
