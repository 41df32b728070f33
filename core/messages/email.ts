/**
 * Subjects, headlines and preview lines of the e-mails the journal sends. `name` is the application
 * name admins set on /admin/settings (the journal's own by default).
 */
export const EMAIL_TEXT = {
  confirmationSubject: (name: string) => `Confirm your subscription to ${name}`,
  confirmationHeadline: 'Confirm your subscription',
  confirmationPreview: (hours: number) => `One click to confirm. The link expires in ${hours} hours.`,
  verifyAccountSubject: (name: string) => `Confirm your e-mail address for ${name}`,
  verifyAccountHeadline: 'Confirm your e-mail address',
  verifyAccountPreview: 'One click to confirm the address of your new account.',
  accountExistsSubject: (name: string) => `You already have a ${name} account`,
  accountExistsHeadline: 'You already have an account',
  accountExistsPreview: 'Someone tried to register this address again. Nothing has changed.',
  inviteSubject: (name: string) => `A colleague recommends ${name}`,
  inviteHeadline: (name: string) => `A colleague thinks you'd like ${name}`,
  /** `hour` as written for readers, e.g. "7 AM". */
  invitePreview: (hour: string) => `Free daily senior housing insights, weekdays at ${hour} ET.`,
  /** What the journal keeps of an invited address, and why (the same promise as the widget's). */
  invitePrivacy:
    'We keep your address for 30 days only, so that nobody can invite you again in that time, and we have not subscribed you.',
  /** e.g. "Monday, November 23, 2026: 5 key senior housing insights" */
  editionSubject: (dateLabel: string, count: number) =>
    `${dateLabel}: ${count} key senior housing insight${count === 1 ? '' : 's'}`,
  editionHeadline: (count: number) => `Your ${count} Key Market Insight${count === 1 ? '' : 's'}`,
  /** e.g. "The week to Monday, November 23, 2026: the week's 5 top senior housing stories" */
  weeklySubject: (dateLabel: string, count: number) =>
    `${dateLabel}: the week's ${count} top senior housing ${count === 1 ? 'story' : 'stories'}`,
  weeklyHeadline: (count: number) => `The Week's ${count} Top ${count === 1 ? 'Story' : 'Stories'}`,
  weeklyDateLabel: (mondayLabel: string) => `The week to ${mondayLabel}`,
  weeklyMarketHeading: 'The Week in Senior Housing REITs',
  /** e.g. "Breaking: Welltower agrees to buy 40 communities" */
  breakingSubject: (title: string) => `Breaking: ${title}`,
  breakingHeadline: 'Breaking News',
  breakingOutlets: (outlets: readonly string[]) => `Reported by ${outlets.length} outlets: ${outlets.join(', ')}`,
  breakingInvestment: 'A major market story for senior housing investors.',
  /** e.g. "Senior housing trends: October 2026 in numbers" */
  trendsSubject: (monthLabel: string) => `Senior housing trends: ${monthLabel} in numbers`,
  trendsDateLabel: (monthLabel: string) => `${monthLabel} in numbers`,
  trendsHeadline: (count: number) => `The Month's ${count} Top ${count === 1 ? 'Story' : 'Stories'}`,
  trendsStories: (stories: number, monthLabel: string) => `${stories} ${stories === 1 ? 'story' : 'stories'} in ${monthLabel}`,
  trendsCategoriesHeading: 'Stories by Category',
  trendsReitsHeading: 'Most-Mentioned REITs',
  trendsOperatorsHeading: 'Most-Mentioned Operators',
  /** e.g. "+12% on September", "new this month" */
  trendsChange: (changePercent: number | null, previousMonthLabel: string) =>
    changePercent === null
      ? `none in ${previousMonthLabel}`
      : `${changePercent > 0 ? '+' : ''}${changePercent}% on ${previousMonthLabel}`,
} as const;
