/**
 * Turns newsletter content into finished e-mails: subject, HTML and plain text.
 *
 * The edition goes to every subscriber and only its two footer links differ per recipient, so
 * `renderEditionForRecipients` renders React once with placeholder tokens and then only splices
 * each recipient's URLs in. `renderEdition` is the straightforward one-recipient render; the two
 * give byte-identical results (the unit tests compare them).
 *
 * Every render takes the sender's identity (the application name and support address admins set);
 * without one (tests, previews) the journal's own is used.
 */
import { createElement, type ReactElement } from 'react';
import type { toPlainText } from '@react-email/render';
import type { EditionContent, Preferences, RecipientLinks, RenderedEmail } from '~/core/newsletter';
import { EMAIL_TEXT } from '~/core/messages';
import { ConfirmEmail } from './ConfirmEmail';
import { EditionEmail } from './EditionEmail';
import { FriendInviteEmail } from './FriendInviteEmail';
import { AccountExistsEmail } from './AccountExistsEmail';
import { VerifyAccountEmail } from './VerifyAccountEmail';
import { JOURNAL_IDENTITY, MailIdentityContext, type MailIdentity } from './identity';

/**
 * Plain text keeps headings in their own case: the default upper-cases them, which would turn
 * story titles (and their proper nouns) into shouting.
 */
const TEXT_OPTIONS: Parameters<typeof toPlainText>[1] = {
  selectors: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
};

async function toEmail(subject: string, element: ReactElement, identity: MailIdentity): Promise<RenderedEmail> {
  // The identity is admin-set text: it loses the token marker like any content (see below).
  const value: MailIdentity = {
    name: clean(identity.name),
    supportEmail: clean(identity.supportEmail),
    publisherAddress: clean(identity.publisherAddress),
  };
  // Loaded with the first e-mail (later ones find it in the module cache): with react-dom's server
  // renderer and the HTML-to-text converter it holds 14 MB that a web process sending no mail never
  // needs (issue 17 part 2).
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(createElement(MailIdentityContext.Provider, { value }, element));
  // One React render serves both parts: the text is derived from the same HTML.
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}

/** Subjects are one header line: no line breaks from content. */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/**
 * URLs we generate ourselves (site, confirmation, per-recipient links) must be absolute http(s)
 * without whitespace or control characters: anything else is a bug upstream, and refusing it here
 * also guarantees the per-recipient substitution matches what React would have written.
 */
function assertHttpUrl(name: string, url: string): void {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  const shapeOk = /^https?:\/\/[^\s\u0000-\u001f\u007f\uE000]+$/i.test(url);
  let parses = false;
  try {
    new URL(url);
    parses = true;
  } catch {
    parses = false;
  }
  if (!shapeOk || !parses) throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
}

function assertRecipientLinks(links: RecipientLinks): void {
  assertHttpUrl('unsubscribeUrl', links.unsubscribeUrl);
  assertHttpUrl('preferencesUrl', links.preferencesUrl);
}

// ---------------------------------------------------------------------------------------------
// Placeholder tokens for the per-recipient links.
//
// The tokens are wrapped in U+E000, a private-use character no news text has a reason to contain,
// and every content string has that character removed before rendering (`cleanDeep`). Our own
// template text never contains it either, so after rendering every U+E000 in the HTML or text
// belongs to one of our tokens: a story title that spells out a token, or two adjacent fields
// (category + title) that together would spell one in the plain text, cannot produce a link.
// `compileTemplate` checks that invariant and refuses to continue if it ever breaks.
// ---------------------------------------------------------------------------------------------
const MARK = '\uE000';
const TOKENS = {
  unsubscribeUrl: `${MARK}SHJ_UNSUBSCRIBE_URL${MARK}`,
  preferencesUrl: `${MARK}SHJ_PREFERENCES_URL${MARK}`,
} as const satisfies Record<keyof RecipientLinks, string>;
/** Exported for the tests only. */
export const RECIPIENT_LINK_TOKENS: Readonly<RecipientLinks> = TOKENS;
const TOKEN_PATTERN = new RegExp(`(${TOKENS.unsubscribeUrl}|${TOKENS.preferencesUrl})`);

const clean = (value: string): string => value.replaceAll(MARK, '');

/**
 * A value with the token marker removed from every string in it, however deep (see above): every
 * section an edition kind adds is covered without being listed here.
 */
function cleanDeep<T>(value: T): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map(cleanDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, cleanDeep(v)])) as T;
  }
  return value;
}

/**
 * React's attribute escaping (escapeTextForBrowser in react-dom/server), so a spliced-in URL reads
 * exactly as React would have written it.
 */
function escapeAttribute(value: string): string {
  return value.replace(/["'&<>]/g, (c) => ({ '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

type Fill = (links: RecipientLinks) => string;

/** Splits a rendered document at the tokens once, so each recipient costs one concatenation. */
function compileTemplate(rendered: string, part: string): Fill {
  const pieces = rendered.split(TOKEN_PATTERN);
  const tokenCount = (pieces.length - 1) / 2;
  const markCount = rendered.split(MARK).length - 1;
  const found = new Set(pieces.filter((_, index) => index % 2 === 1));
  if (markCount !== tokenCount * 2 || found.size !== 2) {
    throw new Error(`edition ${part}: per-recipient placeholders are missing or ambiguous`);
  }
  const slots = pieces.map((piece) =>
    piece === TOKENS.unsubscribeUrl ? 'unsubscribeUrl' : piece === TOKENS.preferencesUrl ? 'preferencesUrl' : null,
  );
  return (links) => {
    let out = '';
    for (let index = 0; index < pieces.length; index++) {
      const slot = slots[index];
      out += slot ? links[slot] : pieces[index];
    }
    return out;
  };
}

function editionSubject(content: EditionContent): string {
  const count = content.insights.length;
  switch (content.kind) {
    case 'breaking':
      return oneLine(EMAIL_TEXT.breakingSubject(content.insights[0]!.title));
    case 'trends':
      return oneLine(EMAIL_TEXT.trendsSubject(content.trends?.monthLabel ?? content.dateLabel));
    case 'weekly':
      return EMAIL_TEXT.weeklySubject(oneLine(content.dateLabel), count);
    default:
      return EMAIL_TEXT.editionSubject(oneLine(content.dateLabel), count);
  }
}

function prepareEdition(content: EditionContent): { content: EditionContent; subject: string } {
  if (content.insights.length === 0) throw new Error('An edition needs at least one insight');
  const cleaned = cleanDeep(content);
  assertHttpUrl('siteUrl', cleaned.siteUrl);
  return { content: cleaned, subject: editionSubject(cleaned) };
}

/** One recipient's edition. For a whole send use renderEditionForRecipients. */
export async function renderEdition(
  content: EditionContent,
  links: RecipientLinks,
  identity: MailIdentity = JOURNAL_IDENTITY,
): Promise<RenderedEmail> {
  assertRecipientLinks(links);
  const prepared = prepareEdition(content);
  return toEmail(prepared.subject, createElement(EditionEmail, { ...prepared, links }), identity);
}

/**
 * Renders the edition once and returns a function giving each recipient's copy: the same result
 * as renderEdition(content, links), at the cost of two string joins instead of a React render.
 */
export async function renderEditionForRecipients(
  content: EditionContent,
  identity: MailIdentity = JOURNAL_IDENTITY,
): Promise<(links: RecipientLinks) => RenderedEmail> {
  const prepared = prepareEdition(content);
  const template = await toEmail(prepared.subject, createElement(EditionEmail, { ...prepared, links: TOKENS }), identity);
  const fillHtml = compileTemplate(template.html, 'html');
  const fillText = compileTemplate(template.text, 'text');
  return (links) => {
    assertRecipientLinks(links);
    return {
      subject: template.subject,
      // In the HTML the URLs sit in href attributes; in the text they appear as written.
      html: fillHtml({
        unsubscribeUrl: escapeAttribute(links.unsubscribeUrl),
        preferencesUrl: escapeAttribute(links.preferencesUrl),
      }),
      text: fillText(links),
    };
  };
}

/** The double opt-in mail. Not list mail: no unsubscribe link. */
export async function renderConfirmation(
  input: { confirmUrl: string; preferencesUrl: string; preferences: Preferences; siteUrl: string },
  identity: MailIdentity = JOURNAL_IDENTITY,
): Promise<RenderedEmail> {
  assertHttpUrl('confirmUrl', input.confirmUrl);
  assertHttpUrl('preferencesUrl', input.preferencesUrl);
  assertHttpUrl('siteUrl', input.siteUrl);
  const subject = EMAIL_TEXT.confirmationSubject(oneLine(identity.name));
  return toEmail(subject, createElement(ConfirmEmail, { subject, ...input }), identity);
}

/** A new account's address check (sent by better-auth through our mailer). */
export async function renderAccountVerification(
  input: { verifyUrl: string; siteUrl: string },
  identity: MailIdentity = JOURNAL_IDENTITY,
): Promise<RenderedEmail> {
  assertHttpUrl('verifyUrl', input.verifyUrl);
  assertHttpUrl('siteUrl', input.siteUrl);
  const subject = EMAIL_TEXT.verifyAccountSubject(oneLine(identity.name));
  return toEmail(subject, createElement(VerifyAccountEmail, { subject, ...input }), identity);
}

/** The notice to an address that is registered again (sign-up answers the same for every address). */
export async function renderAccountExists(
  input: { siteUrl: string },
  identity: MailIdentity = JOURNAL_IDENTITY,
): Promise<RenderedEmail> {
  assertHttpUrl('siteUrl', input.siteUrl);
  const subject = EMAIL_TEXT.accountExistsSubject(oneLine(identity.name));
  return toEmail(subject, createElement(AccountExistsEmail, { subject, ...input }), identity);
}

/** A reader's invitation to a colleague. Not list mail: no unsubscribe link, and it says so. */
export async function renderFriendInvite(
  input: { landingUrl: string; note?: string; siteUrl: string },
  identity: MailIdentity = JOURNAL_IDENTITY,
): Promise<RenderedEmail> {
  assertHttpUrl('landingUrl', input.landingUrl);
  assertHttpUrl('siteUrl', input.siteUrl);
  const subject = EMAIL_TEXT.inviteSubject(oneLine(identity.name));
  return toEmail(subject, createElement(FriendInviteEmail, { subject, ...input }), identity);
}
