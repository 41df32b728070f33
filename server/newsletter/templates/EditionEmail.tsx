/**
 * An edition of any kind: the daily's key insights, the weekly's top stories and REIT moves, the
 * breaking story with its outlets, or the month's numbers and top stories; optional press releases
 * and a link back to the site.
 * Everything but the two footer links is the same for every recipient (see render.ts).
 */
import { Button, Heading, Link, Section, Text } from './email-components';
import { breakingNote, marketWeekTable, trendsLead, trendsTables, type FigureTable } from '~/core/edition-figures';
import type { EditionContent, EditionInsight, EditionKind, EditionPressRelease, RecipientLinks } from '~/core/newsletter';
import { categoryLabel } from '~/core/categories';
import { editionPath } from '~/core/edition-archive';
import { EMAIL_TEXT } from '~/core/messages';
import { useMailIdentity } from './identity';
import { Layout, safeHref } from './Layout';
import * as s from './styles';

/** "Your 5 Key Market Insights" (weekly: "The Week's 5 Top Stories"), with the real count when there are fewer. */
export function insightsHeading(count: number, kind: EditionKind = 'daily'): string {
  switch (kind) {
    case 'weekly':
      return EMAIL_TEXT.weeklyHeadline(count);
    case 'breaking':
      return EMAIL_TEXT.breakingHeadline;
    case 'trends':
      return EMAIL_TEXT.trendsHeadline(count);
    default:
      return EMAIL_TEXT.editionHeadline(count);
  }
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

/** One story; numbered in a list of several, not when it stands alone (a breaking story). */
function Insight({ insight, number }: { insight: EditionInsight; number: number | null }) {
  return (
    <Section style={s.item}>
      <Text style={s.label}>{categoryLabel(insight.category)}</Text>
      <Heading as="h3" style={s.h3}>
        {number !== null && `${number}. `}
        <TitleLink title={insight.title} url={insight.url} />
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

/** A table of label and figure rows; the figures right-aligned so they read down a column. */
function Figures({ table }: { table: FigureTable }) {
  return (
    <>
      <Heading as="h2" style={s.h2}>
        {table.heading}
      </Heading>
      <table role="presentation" style={s.figures}>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              <td style={s.figureCell}>{row.label}</td>
              {row.figures.map((figure, column) => (
                <td key={column} style={s.figureNumber}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function EditionEmail({ subject, content, links }: EditionEmailProps) {
  const site = useMailIdentity();
  const { insights, pressReleases, dateLabel, siteUrl, kind, trends } = content;
  const note = breakingNote(content);
  const market = marketWeekTable(content);
  const first = insights[0];
  const preview = first ? `${dateLabel}: ${first.title}` : dateLabel;
  const stories = insights.map((insight, index) => (
    <Insight key={index} insight={insight} number={kind === 'breaking' ? null : index + 1} />
  ));
  return (
    <Layout title={subject} preview={preview} siteUrl={siteUrl} footer={{ kind: 'subscriber', links }}>
      {/* The edition's public page (decision 0101): the same for every recipient, so no personal link. */}
      <Text style={{ ...s.muted, margin: '0 0 16px', textAlign: 'right' }}>
        <Link href={`${siteUrl}${editionPath(content.editionDate, kind ?? 'daily')}`} style={s.link}>
          View in browser
        </Link>
      </Text>
      {trends ? (
        <>
          <Heading as="h1" style={s.h1}>
            {dateLabel}
          </Heading>
          <Text style={s.text}>{trendsLead(trends)}</Text>
          {trendsTables(trends).map((table) => (
            <Figures key={table.id} table={table} />
          ))}
          <Heading as="h2" style={s.h2}>
            {insightsHeading(insights.length, kind)}
          </Heading>
          {stories}
        </>
      ) : (
        <>
          <Heading as="h1" style={s.h1}>
            {insightsHeading(insights.length, kind)}
          </Heading>
          <Text style={s.muted}>{note ? dateLabel : `${dateLabel} · About a 3-minute read`}</Text>
          {note && (
            <Section style={s.noteBox}>
              <Text style={{ ...s.text, margin: 0 }}>{note}</Text>
            </Section>
          )}
          {stories}
        </>
      )}
      {market && <Figures table={market} />}
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
