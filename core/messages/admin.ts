/** What the admin screens say back to an administrator. */
import {
  BREAKING_MIN_OUTLETS,
  BREAKING_QUIET_FROM_HOUR,
  BREAKING_QUIET_UNTIL_HOUR,
  BREAKING_WINDOW_HOURS,
} from '~/core/breaking-news';
import { EDITION_KINDS, PREFERENCE_LABELS } from '~/core/newsletter';

/** 21 → "9 PM", 6 → "6 AM" */
function clockHour(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "A, B or C" */
function listWithOr(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The admin's message after a send: the spec's wording. */
export function sendResultMessage(result: {
  successful: number;
  failed: number;
  totalSubscribers?: number;
  skippedReason?: string | null;
}): string {
  if (result.skippedReason === 'no-breaking-story') return ADMIN_TEXT.skippedNoBreakingStory;
  if (result.skippedReason === 'quiet-hours') return ADMIN_TEXT.skippedQuietHours;
  if (result.skippedReason) return ADMIN_TEXT.skippedNoArticles;
  const audience = result.totalSubscribers ?? 0;
  if (result.successful === 0 && result.failed === 0 && audience > 0) return ADMIN_TEXT.everyoneHasIt(audience);
  return `Successfully sent to ${result.successful} subscribers${result.failed > 0 ? `, ${result.failed} failed` : ''}`;
}

/**
 * Why a press release was not added or changed, shown to the admin next to the field. Refusals (the
 * page may not or will not be read) start with "Refused:", like the feed screens' address refusals.
 */
export const PRESS_RELEASE_TEXT = {
  tooLarge: (maxBytes: number) => `Refused: the page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
  notHtml: (contentType: string) => `Refused: the address gives ${contentType}, not a web page (HTML)`,
  noTitle: 'Refused: the page has no title (no og:title, JSON-LD headline or <title>)',
  timeout: (timeoutMs: number) => `The page did not answer within ${timeoutMs / 1000} seconds`,
  tooManyRedirects: (max: number) => `More than ${max} redirects`,
  redirectWithoutLocation: (status: number) => `HTTP ${status} without Location`,
  httpError: (status: number) => `The page's server answered HTTP ${status}`,
  unreachable: (cause: string) => `Could not reach the page: ${cause}`,
  duplicateOf: (title: string) => `This press release is already in the list: “${title}”`,
  tooLong: (field: string, max: number) => `${field}: at most ${max} characters`,
} as const;

export const ADMIN_TEXT = {
  /** A run that found no real article to send (only the labelled fallback selection). */
  skippedNoArticles: 'No newsletter sent: no articles from the industry feeds yet. The next run this morning tries again.',
  skippedNoBreakingStory: `No breaking story right now: none carried by ${BREAKING_MIN_OUTLETS} outlets within ${BREAKING_WINDOW_HOURS} hours, and no investment story above the threshold. Nothing was sent.`,
  skippedQuietHours: `Breaking news is not mailed between ${clockHour(BREAKING_QUIET_FROM_HOUR)} and ${clockHour(BREAKING_QUIET_UNTIL_HOUR)} New York time. A story that breaks now goes out after ${clockHour(BREAKING_QUIET_UNTIL_HOUR)}.`,
  /** The admin newsletter screen's note on when each edition goes out. */
  scheduleNote: `The daily newsletter sends automatically at 7:00 AM EST every weekday, the weekly at 7:00 AM on Mondays and the trends at 7:00 AM on the first weekday of each month. A breaking edition goes out when a story is carried by ${BREAKING_MIN_OUTLETS} outlets within ${BREAKING_WINDOW_HOURS} hours (or an investment story scores high), at most once a day and never between ${clockHour(BREAKING_QUIET_FROM_HOUR)} and ${clockHour(BREAKING_QUIET_UNTIL_HOUR)}.`,
  /** A send of an edition everyone already received: the log's total is the edition's audience. */
  everyoneHasIt: (audience: number) =>
    `Nothing left to send: this edition already went to all ${audience} subscriber${audience === 1 ? '' : 's'} who chose it.`,
  /** The spec's toast after a failed send: title 'Error', this text. */
  sendFailed: 'Failed to send newsletter',
  sendFailedTitle: 'Error',
  suppressionLifted: 'Suppression lifted: the address can be mailed again',
  suppressionNotFound: 'That address is not suppressed',
  noSuppressions: 'No suppressed addresses: no hard bounce or complaint so far.',
  unknownEditionKind: `Choose an edition to send: ${listWithOr(EDITION_KINDS.map((kind) => PREFERENCE_LABELS[kind]))}.`,
  /** The spec's refusal of an admin action to a non-admin. */
  adminRequired: 'Admin privileges required',
  signInRequired: 'Sign in required',
  sendQueued: 'Sending… the send history below updates when it is done.',
  noSendsYet: 'No newsletter has been sent yet.',
  outboxEmpty: 'The outbox is empty.',
  noFeedsYet: 'No feed has been fetched yet.',
  feedUrlRequired: 'Enter the address of a feed',
  feedUrlInvalid: 'Enter an http:// or https:// address',
  tryFeedHint:
    'Runs one feed through the whole pipeline (fetch, decode, parse, clean, categorise) and shows what would be stored. Nothing is stored.',
  tryFeedNoItems: 'The feed parsed, but no item could be stored.',
  noFeedChangesYet: 'No admin has changed the feed list yet.',
  feedActionFailedTitle: 'Feed list not changed',
  // Subscribers (the spec's toasts and errors).
  subscriberActivated: 'Subscriber activated successfully',
  subscriberDeactivated: 'Subscriber deactivated successfully',
  subscriberDeleted: 'Subscriber deleted successfully',
  subscriberUpdateFailed: 'Failed to update subscriber',
  subscriberDeleteFailed: 'Failed to delete subscriber',
  deleteSubscriberTitle: 'Delete Subscriber',
  deleteSubscriberQuestion: 'Are you sure you want to delete this subscriber? This action cannot be undone.',
  noSubscribers: 'No subscribers found',
  noSubscriberChangesYet: 'No admin has changed a subscriber yet.',
  // User roles (the spec's validation texts and toasts).
  roleMissingTitle: 'Missing information',
  roleMissing: 'Please provide both email and role',
  roleUserNotFoundTitle: 'User not found',
  roleExistsTitle: 'Role already exists',
  roleAssigned: 'Role assigned',
  roleRemoved: 'Role removed',
  roleAssignFailed: 'Error assigning role',
  roleAssignFailedDetail: 'Failed to assign role',
  roleRemoveFailed: 'Error removing role',
  roleRemoveFailedDetail: 'Failed to remove role',
  noRoleAssignments: 'No roles have been assigned yet.',
  noRoleChangesYet: 'No admin has changed a role yet.',
  // Press releases (the spec's toasts and validation text first).
  pressReleaseUrlRequired: 'Please enter a valid URL',
  pressReleaseAdded: 'Press release added successfully',
  pressReleaseAddFailed: 'Failed to add press release',
  pressReleaseUpdated: 'Press release updated',
  pressReleaseNewsletterUpdated: 'Newsletter setting updated',
  pressReleaseDeleted: 'Press release deleted',
  /** The title of the spec's error toasts on this screen (the description says what failed). */
  pressReleaseErrorTitle: 'Error',
  pressReleaseUrlInvalid: 'Enter an http:// or https:// address',
  pressReleaseNotFound: 'That press release no longer exists',
  pressReleaseUpdateFailed: 'Failed to update press release',
  pressReleaseTitleRequired: 'Enter a title',
  pressReleaseSourceRequired: 'Enter a source',
  deletePressReleaseTitle: 'Delete Press Release',
  deletePressReleaseQuestion: 'Are you sure you want to delete this press release? This action cannot be undone.',
  noPressReleases: 'No press releases yet. Add one by its address.',
  noPressReleaseChangesYet: 'No admin has changed a press release yet.',
  // Settings.
  settingsSaved: 'Settings saved',
  settingsSaveFailed: 'Error saving settings',
  settingsSaveFailedDetail: 'Failed to save settings',
  noSettingChangesYet: 'No admin has changed a setting yet.',
} as const;
