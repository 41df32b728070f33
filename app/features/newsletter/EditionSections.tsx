import { ExternalLink } from '~/app/ui/icons';
import type { EditionEntry, EditionSection } from '~/core/edition-archive';
import type { FigureRow } from '~/core/edition-figures';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { PublisherLink } from '~/app/ui/publisher-link';

/** A story's title: a link to the publisher's page, or plain text when the stored link was not safe (as in the e-mail). */
function EntryTitle({ entry }: { entry: EditionEntry }) {
  if (!entry.url) return <>{entry.title}</>;
  // The icon stays with the title's last word, never alone on a line of its own.
  const cut = entry.title.lastIndexOf(' ') + 1;
  return (
    <PublisherLink
      href={entry.url}
      className="underline decoration-tan-300 underline-offset-4 hover:decoration-primary dark:decoration-tan-600"
    >
      {entry.title.slice(0, cut)}
      <span className="whitespace-nowrap">
        {entry.title.slice(cut)}
        <ExternalLink className="ml-1.5 inline size-4 align-[-2px] text-muted-foreground" aria-hidden="true" />
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </PublisherLink>
  );
}

function Entry({ entry, number }: { entry: EditionEntry; number: number | null }) {
  return (
    <li className="card flex gap-4 p-5">
      {number !== null && (
        <span aria-hidden="true" className="font-serif text-3xl font-bold leading-none text-tan-500 dark:text-tan-300">
          {number}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        {entry.category && (
          <p>
            <CategoryBadge category={entry.category} />
          </p>
        )}
        <h3 className="font-serif text-xl font-bold leading-snug text-card-foreground">
          <EntryTitle entry={entry} />
        </h3>
        {entry.summary && <p className="text-[0.95rem] leading-relaxed text-soft-foreground">{entry.summary}</p>}
        <p className="text-sm font-medium text-sage-800 dark:text-sage-200">{`Source: ${entry.source}`}</p>
      </div>
    </li>
  );
}

/** An edition's sections as the e-mail orders and heads them, in the site's design. */
/** A table of figures: labels on the left, figures right-aligned so they read down a column. */
function Figures({ rows, label }: { rows: FigureRow[]; label: string }) {
  return (
    <div className="card overflow-x-auto p-5">
      <table className="w-full text-[0.95rem]" aria-label={label}>
        <tbody className="divide-y divide-tan-200 dark:divide-night-700">
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {row.label}
              </th>
              {row.figures.map((figure, column) => (
                <td key={column} className="whitespace-nowrap py-2 pl-3 text-right tabular-nums text-soft-foreground">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function EditionSections({ sections }: { sections: EditionSection[] }) {
  return (
    <>
      {sections.map((section) => {
        const Items = section.numbered ? 'ol' : 'ul';
        return (
          <section key={section.id} aria-labelledby={`edition-${section.id}`} className="flex flex-col gap-4">
            <h2 id={`edition-${section.id}`} className="font-serif text-2xl font-bold">
              {section.heading}
            </h2>
            {section.lead && <p className="text-soft-foreground">{section.lead}</p>}
            {section.rows ? (
              <Figures rows={section.rows} label={section.heading} />
            ) : (
              <Items className="flex flex-col gap-4">
                {section.entries.map((entry, index) => (
                  <Entry key={index} entry={entry} number={section.numbered ? index + 1 : null} />
                ))}
              </Items>
            )}
          </section>
        );
      })}
    </>
  );
}
