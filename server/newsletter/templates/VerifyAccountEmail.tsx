/**
 * The e-mail that proves a new account's address belongs to whoever registered it. Only a verified
 * account can be given a role (`npm run admin -- grant`), so registering someone else's address
 * first no longer wins their admin rights.
 */
import { Button, Heading, Link, Section, Text } from './email-components';
import { EMAIL_TEXT } from '~/core/messages';
import { useMailIdentity } from './identity';
import { Layout } from './Layout';
import * as s from './styles';

export interface VerifyAccountEmailProps {
  subject: string;
  verifyUrl: string;
  siteUrl: string;
}

export function VerifyAccountEmail({ subject, verifyUrl, siteUrl }: VerifyAccountEmailProps) {
  const site = useMailIdentity();
  return (
    <Layout
      title={subject}
      preview={EMAIL_TEXT.verifyAccountPreview}
      siteUrl={siteUrl}
      footer={{
        kind: 'one-off',
        reason: (
          <>
            You are receiving this one-time e-mail because an account was registered with this address at{' '}
            <Link href={siteUrl} style={s.link}>
              {siteUrl}
            </Link>
            . If that was not you, ignore it: the address stays unconfirmed.
          </>
        ),
      }}
    >
      <Heading as="h1" style={s.h1}>
        {EMAIL_TEXT.verifyAccountHeadline}
      </Heading>
      <Text style={s.text}>Welcome to {site.name}. Please confirm that this address is yours:</Text>
      <Section style={s.buttonRow}>
        <Button href={verifyUrl} style={s.button}>
          Confirm my e-mail address
        </Button>
      </Section>
    </Layout>
  );
}
