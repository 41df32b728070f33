/**
 * Sent instead of a confirmation when someone registers an address that already has an account.
 * Sign-up answers the same either way (so it cannot tell anyone which addresses are registered);
 * the address's owner learns what happened here, and nothing about the account changes.
 */
import { Button, Heading, Link, Section, Text } from './email-components';
import { EMAIL_TEXT } from '~/core/messages';
import { useMailIdentity } from './identity';
import { Layout } from './Layout';
import * as s from './styles';

export interface AccountExistsEmailProps {
  subject: string;
  siteUrl: string;
}

export function AccountExistsEmail({ subject, siteUrl }: AccountExistsEmailProps) {
  const site = useMailIdentity();
  return (
    <Layout
      title={subject}
      preview={EMAIL_TEXT.accountExistsPreview}
      siteUrl={siteUrl}
      footer={{
        kind: 'one-off',
        reason: (
          <>
            You are receiving this one-time e-mail because someone tried to register this address at{' '}
            <Link href={siteUrl} style={s.link}>
              {siteUrl}
            </Link>
            . If that was not you, ignore it: nothing about your account has changed.
          </>
        ),
      }}
    >
      <Heading as="h1" style={s.h1}>
        {EMAIL_TEXT.accountExistsHeadline}
      </Heading>
      <Text style={s.text}>
        Someone, probably you, tried to create a {site.name} account with this address. You already have one, so no new account
        was made.
      </Text>
      <Text style={s.text}>
        Sign in with the password you chose. If you have not confirmed your address yet, signing in sends you a new confirmation
        link.
      </Text>
      <Section style={s.buttonRow}>
        <Button href={siteUrl} style={s.button}>
          Go to {site.name}
        </Button>
      </Section>
    </Layout>
  );
}
