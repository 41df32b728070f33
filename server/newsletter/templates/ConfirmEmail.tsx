/**
 * Double opt-in: the one mail an address gets before it is on the list. It is not list mail, so it
 * has no unsubscribe link; ignoring it is the way to say no. It links to the reader's preferences
 * page, which works once the subscription is confirmed.
 */
import { Button, Heading, Link, Section, Text } from './email-components';
import { EMAIL_TEXT } from '~/core/messages';
import { preferencesLabel, type Preferences } from '~/core/newsletter';
import { useMailIdentity } from './identity';
import { Layout } from './Layout';
import * as s from './styles';

/** How long a confirmation link stays valid; stated in the mail, enforced by the subscribe service. */
export const CONFIRMATION_HOURS = 48;

export interface ConfirmEmailProps {
  subject: string;
  confirmUrl: string;
  /** The reader's preferences page: usable once the subscription is confirmed. */
  preferencesUrl: string;
  preferences: Preferences;
  siteUrl: string;
}

export function ConfirmEmail({ subject, confirmUrl, preferencesUrl, preferences, siteUrl }: ConfirmEmailProps) {
  const site = useMailIdentity();
  return (
    <Layout
      title={subject}
      preview={EMAIL_TEXT.confirmationPreview(CONFIRMATION_HOURS)}
      siteUrl={siteUrl}
      footer={{
        kind: 'one-off',
        reason: (
          <>
            You are receiving this one-time e-mail because this address was entered in the subscribe form at{' '}
            <Link href={siteUrl} style={s.link}>
              {siteUrl}
            </Link>
            . If that was not you, ignore it: you will not be subscribed.
          </>
        ),
      }}
    >
      <Heading as="h1" style={s.h1}>
        {EMAIL_TEXT.confirmationHeadline}
      </Heading>
      <Text style={s.text}>
        Thanks for signing up for the free {site.name} newsletter. Please confirm that this is your address:
      </Text>
      <Section style={s.buttonRow}>
        <Button href={confirmUrl} style={s.button}>
          Confirm my subscription
        </Button>
      </Section>
      <Text style={s.text}>Your preferences: {preferencesLabel(preferences)}</Text>
      <Text style={s.text}>
        Once confirmed, you can change what you receive at any time on{' '}
        <Link href={preferencesUrl} style={s.link}>
          your preferences page
        </Link>
        .
      </Text>
      <Text style={s.muted}>
        This link expires in {CONFIRMATION_HOURS} hours. If you ignore this e-mail nothing happens: you will not be subscribed and
        will not hear from us.
      </Text>
    </Layout>
  );
}
