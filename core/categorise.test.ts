import { describe, it, expect } from 'vitest';
import { categorise } from './categorise';
import { CATEGORIES, type Category } from './categories';

describe('categorise: industry headlines land where a reader would put them', () => {
  it.each<[string, Category]>([
    ['Welltower acquires 12 communities in $1.2B deal', 'investment'],
    ['Ventas prices $500 million senior notes offering', 'investment'],
    ['Sabra Health Care REIT reports Q3 earnings', 'investment'],
    ['Senior living company to be sold to private equity firm', 'investment'],
    ['LTC Properties sells two skilled nursing facilities', 'investment'],
    ['CMS finalizes staffing rule for nursing homes', 'regulations'],
    ['Judge blocks federal nursing home staffing mandate', 'regulations'],
    ['Texas lawmakers debate assisted living licensing rules', 'regulations'],
    ['New York passes bill requiring assisted living inspections', 'regulations'],
    ['Family sues nursing home over resident death', 'regulations'],
    ['Operators adopt AI fall-detection sensors', 'technology'],
    ['Operators turn to technology to fight staffing shortages', 'technology'],
    ['Startup raises $20 million to build caregiving platform', 'technology'],
    ['Cybersecurity firm flags data breach at software vendor', 'technology'],
    ['Skilled nursing facility hospital readmissions fall', 'healthcare'],
    ['Hospice provider expands home health services', 'healthcare'],
    ['COVID outbreak hits assisted living community', 'healthcare'],
    ['Developer breaks ground on 200-unit independent living campus', 'senior-housing'],
    ['Senior housing occupancy reaches pre-pandemic levels', 'senior-housing'],
    ['Active adult community opens in Arizona', 'senior-housing'],
    ['Ground broken on new CCRC in North Carolina', 'senior-housing'],
    ['Memory care residents enjoy new dining program', 'senior-living'],
    ['Sunrise Senior Living names new CEO', 'senior-living'],
    ['Memory care operator opens new community in Ohio', 'senior-living'],
    ['Residents volunteer at local food bank', 'community'],
    ['Senior living residents volunteer at community food drive', 'community'],
    ['Resident wins award for community service', 'community'],
    ['Community raises funds for local senior center', 'community'],
    ['Loneliness among older adults rises, study finds', 'community'],
    ['Aging-in-place program pairs volunteers with older adults', 'community'],
  ])('%s → %s', (title, expected) => {
    expect(categorise(title, '', null)).toBe(expected);
  });
});

describe('categorise: everyday words are not read as trade signals', () => {
  // Each of these once landed in a category no reader would pick (investment for "shares",
  // "deals with" and "raises funds"; technology for "data"; senior-housing for "building").
  it.each<[string, Category]>([
    ['Resident shares her secret to living to 105', 'senior-living'],
    ['Operator deals with staffing shortage by raising wages', 'senior-living'],
    ['Building a culture of trust in memory care', 'senior-living'],
  ])('%s → %s', (title, expected) => {
    expect(categorise(title, '', null)).toBe(expected);
  });

  it('does not read "data" alone as technology', () => {
    expect(categorise('New data shows assisted living rents rising', '', null)).not.toBe('technology');
  });

  it('still reads the trade sense of the same words', () => {
    expect(categorise('Brookdale share prices jump', '', 'community')).toBe('investment');
    expect(categorise('Investors line up as shareholders vote', '', 'community')).toBe('investment');
    expect(categorise('Two deals close in Ohio', '', 'community')).toBe('investment');
    expect(categorise('Pension funds back new venture', '', 'community')).toBe('investment');
    expect(categorise('Data breach hits vendor', '', 'community')).toBe('technology');
    expect(categorise('Data security upgrade planned', '', 'community')).toBe('technology');
  });
});

describe('categorise: scoring', () => {
  it('counts the title twice and the summary once', () => {
    // Title: CMS (regulations, 3) counts 6. Summary: REIT, loan, acquisition (investment 3 + 2 + 3 = 8).
    expect(categorise('CMS update', 'The REIT closed a loan and an acquisition.', null)).toBe('investment');
    // Summary: REIT alone (3) loses to the title's 6.
    expect(categorise('CMS update', 'The REIT said little.', null)).toBe('regulations');
  });

  it('weighs a word that names the category above words that only lean', () => {
    // "lawsuit" (regulations, 3) outweighs "residents" (senior living, 1) and "families" (community, 2).
    expect(categorise('Residents’ families file lawsuit', '', null)).toBe('regulations');
    // "residents" alone leans senior living.
    expect(categorise('Residents', '', 'community')).toBe('senior-living');
  });

  it('looks at the summary when the title says nothing', () => {
    expect(categorise('A quiet week', 'Telehealth visits doubled.', 'community')).toBe('technology');
  });

  it.each<[string, Category]>([
    // investment 3 (REIT), regulations 3 (CMS)
    ['CMS REIT', 'investment'],
    // regulations 3 (lawsuit), technology 3 (software)
    ['Lawsuit software', 'regulations'],
    // technology 3 (sensors), healthcare 3 (hospice)
    ['Hospice sensors', 'technology'],
    // senior housing 3 (groundbreaking), senior living 3 (caregivers)
    ['Caregivers groundbreaking', 'senior-housing'],
    // senior living 3 (caregivers), community 3 (volunteers)
    ['Caregivers volunteers', 'senior-living'],
  ])('a tie goes to the earlier category: %s → %s', (title, expected) => {
    expect(categorise(title, '', 'community')).toBe(expected);
  });

  it('matches whole words only', () => {
    // "said", "maintained" and "painted" contain "ai"; "reunites" contains "unit".
    expect(categorise('He said it was maintained and painted', '', 'community')).toBe('community');
    expect(categorise('Choir reunites after summer', '', 'healthcare')).toBe('community');
    expect(categorise('Sister reunites with brother', '', 'healthcare')).toBe('healthcare');
  });

  it('is case-insensitive', () => {
    expect(categorise('WELLTOWER ACQUIRES PORTFOLIO', '', null)).toBe('investment');
    expect(categorise('cms issues guidance', '', null)).toBe('regulations');
  });
});

describe('categorise: fallbacks', () => {
  it.each(CATEGORIES.map((c) => [c] as [Category]))('no match keeps the feed default %s', (feedDefault) => {
    expect(categorise('A quiet week in Ohio', 'Nothing much happened.', feedDefault)).toBe(feedDefault);
  });

  it('no match and no feed default → senior-living', () => {
    expect(categorise('A quiet week in Ohio', 'Nothing much happened.', null)).toBe('senior-living');
    expect(categorise('', '', null)).toBe('senior-living');
  });

  it('a match overrides the feed default', () => {
    expect(categorise('Welltower acquires portfolio', '', 'healthcare')).toBe('investment');
  });

  it('gives the same answer on repeated calls (no regex state carried over)', () => {
    const results = Array.from({ length: 5 }, () => categorise('Residents volunteer at local food bank', '', null));
    expect(results).toEqual(Array(5).fill('community'));
  });
});
