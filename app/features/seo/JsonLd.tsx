import { serializeJsonLd } from '~/core/structured-data';

/**
 * Structured data for search engines. The JSON is escaped by serializeJsonLd, which is what makes
 * dangerouslySetInnerHTML safe here: a feed title holding "</script>" cannot end the element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
