/**
 * An edition: the daily's key insights or the weekly's top stories, optional press releases and a
 * link back to the site.
 * Everything but the two footer links is the same for every recipient (see render.ts).
 */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { EditionContent, EditionInsight, EditionKind, EditionPressRelease, RecipientLinks } from '~/core/newsletter';
import { categoryLabel } from '~/core/categories';
import { editionPath } from '~/core/edition-archive';
import { EMAIL_TEXT } from '~/core/messages';
import { useMailIdentity } from './identity';
import { Layout, safeHref } from './Layout';
import * as s from './styles';

/** "Your 5 Key Market Insights" (weekly: "The Week's 5 Top Stories"), with the real count when there are fewer. */
export function insightsHeading(count: number, kind: EditionKind = 'daily'): string {
  return kind === 'weekly' ? EMAIL_TEXT.weeklyHeadline(count) : EMAIL_TEXT.editionHeadline(count);
}

export interface EditionEmailProps {
  subject: string;
  content: EditionContent;
  links: RecipientLinks;
}

/** A title linked to its story, or plain text when the URL is not a safe http(s) link. */
function TitleLink({ title, url }: { title: string; url: string }) {
  const href = safeHref(url);
  return href ? (
    <Link href={href} style={s.link}>
      {title}
    </Link>
  ) : (
    <>{title}</>
  );
}

function Insight({ insight, number }: { insight: EditionInsight; number: number }) {
  return (
    <Section style={s.item}>
      <Text style={s.label}>{categoryLabel(insight.category)}</Text>
      <Heading as="h3" style={s.h3}>
        {number}. <TitleLink title={insight.title} url={insight.url} />
      </Heading>
      {insight.summary && <Text style={s.text}>{insight.summary}</Text>}
      <Text style={{ ...s.muted, margin: 0 }}>Source: {insight.source}</Text>
    </Section>
  );
}

function PressRelease({ release }: { release: EditionPressRelease }) {
  return (
    <Section style={s.item}>
      <Heading as="h3" style={s.h3}>
        <TitleLink title={release.title} url={release.url} />
      </Heading>
      {release.summary && <Text style={s.text}>{release.summary}</Text>}
      <Text style={{ ...s.muted, margin: 0 }}>Source: {release.source}</Text>
    </Section>
  );
}

export function EditionEmail({ subject, content, links }: EditionEmailProps) {
  const site = useMailIdentity();
  const { insights, pressReleases, dateLabel, siteUrl, kind } = content;
  const first = insights[0];
  const preview = first ? `${dateLabel}: ${first.title}` : dateLabel;
  return (
    <Layout title={subject} preview={preview} siteUrl={siteUrl} footer={{ kind: 'subscriber', links }}>
      {/* The edition's public page (decision 0101): the same for every recipient, so no personal link. */}
      <Text style={{ ...s.muted, margin: '0 0 16px', textAlign: 'right' }}>
        <Link href={`${siteUrl}${editionPath(content.editionDate, kind ?? 'daily')}`} style={s.link}>
          View in browser
        </Link>
      </Text>
      <Heading as="h1" style={s.h1}>
        {insightsHeading(insights.length, kind)}
      </Heading>
      <Text style={s.muted}>{dateLabel} · About a 3-minute read</Text>
      {insights.map((insight, index) => (
        <Insight key={index} insight={insight} number={index + 1} />
      ))}
      {pressReleases.length > 0 && (
        <>
          <Heading as="h2" style={s.h2}>
            Press Releases
          </Heading>
          {pressReleases.map((release, index) => (
            <PressRelease key={index} release={release} />
          ))}
        </>
      )}
      <Section style={{ ...s.buttonRow, marginTop: '24px' }}>
        <Button href={siteUrl} style={s.button}>
          Read more on {site.name}
        </Button>
      </Section>
    </Layout>
  );
}
