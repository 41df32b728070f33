import type { Category } from './categories';

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
}
