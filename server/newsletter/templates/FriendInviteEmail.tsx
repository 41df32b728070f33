/**
 * A reader's invitation to a colleague. The colleague never asked for anything, so the mail says
 * what the newsletter is, that no subscription was made and that their address was not kept. The
 * reader's note is shown as plain text, clearly marked as theirs and not ours.
 */
import { Fragment } from 'react';
import { Button, Heading, Link, Section, Text } from './email-components';
import { EMAIL_TEXT } from '~/core/messages';
import { EDITION_HOUR, EDITION_INSIGHTS } from '~/core/newsletter';
import { useMailIdentity } from './identity';
import { Layout } from './Layout';
import * as s from './styles';

/** The longest personal note shown; longer notes are cut (the form should refuse them first). */
export const NOTE_MAX_CHARS = 500;

/**
 * The note as lines of plain text: line breaks normalised, tabs made spaces, control characters
 * removed, runs of blank lines collapsed, trimmed and cut to NOTE_MAX_CHARS characters (by code
 * point, so an emoji is never split). React escapes the text, so markup in the note shows as typed.
 */
export function noteLines(note: string | undefined): string[] {
  if (!note) return [];
  const cleaned = note
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    // Control characters and bidirectional overrides (which can disguise text) go.
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length === 0) return [];
  const shown =
    chars.length > NOTE_MAX_CHARS
      ? `${chars
          .slice(0, NOTE_MAX_CHARS - 1)
          .join('')
          .trimEnd()}…`
      : cleaned;
  return shown.split('\n');
}

export interface FriendInviteEmailProps {
  subject: string;
  landingUrl: string;
  note?: string;
  siteUrl: string;
}

export function FriendInviteEmail({ subject, landingUrl, note, siteUrl }: FriendInviteEmailProps) {
  const site = useMailIdentity();
  const lines = noteLines(note);
  const hour = EDITION_HOUR > 12 ? `${EDITION_HOUR - 12} PM` : `${EDITION_HOUR} AM`;
  return (
    <Layout
      title={subject}
      preview={EMAIL_TEXT.invitePreview(hour)}
      siteUrl={siteUrl}
      footer={{
        kind: 'one-off',
        reason: (
          <>
            A colleague entered your address at{' '}
            <Link href={siteUrl} style={s.link}>
              {siteUrl}
            </Link>{' '}
            to send you this one-time invitation. {EMAIL_TEXT.invitePrivacy}
          </>
        ),
      }}
    >
      <Heading as="h1" style={s.h1}>
        {EMAIL_TEXT.inviteHeadline(site.name)}
      </Heading>
      <Text style={s.text}>
        {site.name} is a free newsletter for senior housing and senior living professionals: {EDITION_INSIGHTS} key market
        insights every weekday at {hour} ET, about a 3-minute read.
      </Text>
      {lines.length > 0 && (
        <>
          <Text style={{ ...s.muted, margin: '0 0 4px' }}>Their note (written by your colleague, not by {site.name}):</Text>
          <Section style={s.noteBox}>
            <Text style={{ ...s.text, margin: 0 }}>
              {lines.map((line, index) => (
                <Fragment key={index}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </Text>
          </Section>
        </>
      )}
      <Section style={s.buttonRow}>
        <Button href={landingUrl} style={s.button}>
          See the newsletter
        </Button>
      </Section>
      <Text style={s.muted}>
        No subscription was made for you. You will only get more e-mail from us if you subscribe yourself.
      </Text>
    </Layout>
  );
}
