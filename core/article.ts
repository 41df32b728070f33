import type { Category } from './categories';
import { readingTimeMinutes } from './time';

/** An article as readers, the API and embeds see it (the spec's Article entity). */
export interface Article {
  id: string;
  title: string;
  summary: string;
  content: string;
  category: Category;
  source: string;
  url: string;
  /** ISO 8601, UTC. */
  publishedAt: string;
  imageUrl: string | null;
  /**
   * True for the journal's built-in fallback articles, shown only while no feed has delivered
   * anything; the UI labels them so a reader never mistakes them for today's news.
   */
  isFallback: boolean;
  /** Other outlets that carried the same story (found by de-duplication). */
  alsoReportedBy: { source: string; url: string }[];
  /** Set on a card's copy (`forCard`), whose content stayed on the server. */
  readingMinutes?: number;
}

/** Minutes to read an article: its words (the content, else the summary, with the title) at 200 a minute. */
export function articleReadingMinutes(article: Article): number {
  return article.readingMinutes ?? readingTimeMinutes(`${article.title} ${article.content || article.summary}`);
}

/**
 * The article as a card shows it: everything but the content, which only sets the reading time.
 * Pages send cards, not bodies: a feed's full text made up most of the home page's data, and grew
 * with the stories the panels choose from.
 */
export function forCard(article: Article): Article {
  return { ...article, content: '', readingMinutes: articleReadingMinutes(article) };
}
