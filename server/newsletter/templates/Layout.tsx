/**
 * The frame shared by every newsletter e-mail: masthead, content card and footer. react-email's
 * components give the table-based structure Outlook needs; styles come from ./styles (inline only).
 */
import type { ReactNode } from 'react';
import { Body, Container, Head, Html, Link, Preview, Section, Text } from './email-components';
import type { RecipientLinks } from '~/core/newsletter';
import { SITE } from '~/core/site';
import { useMailIdentity } from './identity';
import * as s from './styles';

/**
 * What the footer says about why this mail arrived. List mail (the edition) names the subscription
 * and carries the recipient's own links; one-off mail (confirmation, invitation) is not list mail,
 * has nothing to unsubscribe from and explains itself instead.
 */
export type LayoutFooter = { kind: 'subscriber'; links: RecipientLinks } | { kind: 'one-off'; reason: ReactNode };

export interface LayoutProps {
  /** The document title; the subject line. */
  title: string;
  /** Inbox preview text, shown after the subject by most clients (never in the body). */
  preview: string;
  siteUrl: string;
  footer: LayoutFooter;
  children: ReactNode;
}

/**
 * The URL to link to, or undefined when it is not an absolute http(s) URL. Article URLs come from
 * outside feeds; the aggregator already refuses javascript: and data: links, this keeps the mail
 * safe even if one slips through (the title is then shown without a link).
 */
export function safeHref(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    new URL(url);
    return url;
  } catch {
    return undefined;
  }
}

export function Layout({ title, preview, siteUrl, footer, children }: LayoutProps) {
  const site = useMailIdentity();
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Declaring both schemes stops Apple Mail from auto-inverting a design that already has
            explicit backgrounds everywhere; supported-color-schemes is the older spelling. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.masthead}>
            <Text style={s.mastheadTitle}>{site.name}</Text>
            <Text style={s.mastheadTagline}>{SITE.tagline}</Text>
          </Section>
          <Section style={s.content}>{children}</Section>
          <Section style={s.footer}>
            {footer.kind === 'subscriber' ? (
              <>
                <Text style={s.footerText}>
                  You are receiving this because you subscribed at{' '}
                  <Link href={siteUrl} style={s.link}>
                    {siteUrl}
                  </Link>
                  .
                </Text>
                <Text style={s.footerText}>
                  <Link href={footer.links.preferencesUrl} style={s.link}>
                    Manage preferences
                  </Link>
                  {' | '}
                  <Link href={footer.links.unsubscribeUrl} style={s.link}>
                    Unsubscribe
                  </Link>
                </Text>
                {site.publisherAddress && <Text style={s.footerText}>{site.publisherAddress}</Text>}
              </>
            ) : (
              <Text style={s.footerText}>{footer.reason}</Text>
            )}
            {site.supportEmail && (
              <Text style={s.footerText}>
                Questions or problems? Write to{' '}
                <Link href={`mailto:${site.supportEmail}`} style={s.link}>
                  {site.supportEmail}
                </Link>
                .
              </Text>
            )}
            <Text style={s.footerText}>
              {site.name} · {SITE.tagline}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
