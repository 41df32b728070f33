import { htmlToText, truncate } from './text';

/** Limits of the spec's summary rules. */
export const SUMMARY_MAX_CHARS = 200;
export const TITLE_FALLBACK_CHARS = 150;
export const ENHANCED_SUMMARY_MIN_CHARS = 50;
export const ENHANCED_SUMMARY_MAX_CHARS = 300;
const ENHANCED_SUMMARY_SENTENCES = 3;
const MIN_SENTENCE_CHARS = 20;

/**
 * The card summary: the feed's description as plain text, at most 200 characters. When the feed
 * gives nothing usable, the first 150 characters of the title plus an ellipsis.
 */
export function cleanSummary(description: string | null | undefined, title: string): string {
  const text = htmlToText(description ?? '');
  if (text !== '') return truncate(text, SUMMARY_MAX_CHARS);
  const cleanTitle = htmlToText(title);
  return `${cleanTitle.slice(0, TITLE_FALLBACK_CHARS).trimEnd()}...`;
}

/** Words that mark a sentence as carrying market substance. */
const SUBSTANCE =
  /\b(occupancy|rent|acquisition|acquire[sd]?|merger|reit|investment|financing|units?|beds?|communit(y|ies)|develop(ment|er)|operator|medicaid|medicare|cms|regulat\w*|staffing|revenue|earnings)\b|\$\d|\b\d+(\.\d+)?%/gi;

/**
 * An enhanced summary from up to three top sentences of the full text (sentences over 20
 * characters; the first two earn a bonus for position; substance words add weight). Kept in the
 * order they appear. Returned only when 50 to 300 characters long, else null.
 */
export function enhancedSummary(fullText: string): string | null {
  const text = htmlToText(fullText);
  // A sentence ends at . ! or ? followed by whitespace, so "87.5%" or "$1.2 billion" stays whole.
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > MIN_SENTENCE_CHARS);
  if (sentences.length === 0) return null;

  const ranked = sentences
    .map((sentence, index) => ({
      sentence,
      index,
      score: (index < 2 ? 2 - index : 0) + (sentence.match(SUBSTANCE)?.length ?? 0),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, ENHANCED_SUMMARY_SENTENCES)
    .sort((a, b) => a.index - b.index);

  const summary = ranked.map((r) => r.sentence).join(' ');
  return summary.length >= ENHANCED_SUMMARY_MIN_CHARS && summary.length <= ENHANCED_SUMMARY_MAX_CHARS ? summary : null;
}
