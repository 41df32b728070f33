import { highlightSegments } from '~/core/highlight';

/** Text with the reader's search term marked; React escapes every segment, so no HTML is injected. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded bg-tan-200 px-0.5 text-brown-950 dark:bg-tan-500 dark:text-brown-950">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
