/**
 * Splitting text around a search term, so the UI can wrap matches in <mark> without ever
 * injecting HTML. Case-insensitive; the original casing of the text is kept.
 */
export interface TextSegment {
  text: string;
  match: boolean;
}

export function highlightSegments(text: string, query: string): TextSegment[] {
  const needle = query.trim();
  if (!needle) return [{ text, match: false }];
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // With one capturing group, split alternates unmatched and matched parts: odd indices are matches.
  // (Comparing lower-cased text instead disagrees with the regex for letters such as σ/ς.)
  const parts = text.split(new RegExp(`(${escaped})`, 'gi'));
  return parts.map((part, index) => ({ text: part, match: index % 2 === 1 })).filter((segment) => segment.text !== '');
}
