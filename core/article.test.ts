import { describe, expect, it } from 'vitest';
import { articleReadingMinutes, forCard } from './article';
import { testArticle } from './article-fixtures';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('an article as a card', () => {
  it('leaves its content behind and keeps the reading time the content gave', () => {
    const article = testArticle(1, NOW, { title: 'Five words in this title', content: 'word '.repeat(995) });
    const card = forCard(article);
    expect(card.content).toBe('');
    expect(card.readingMinutes).toBe(5);
    expect(articleReadingMinutes(card)).toBe(5);
    expect({ ...card, content: article.content, readingMinutes: undefined }).toEqual({ ...article, readingMinutes: undefined });
  });

  it('reads the summary when there is no content, and never claims less than a minute', () => {
    expect(articleReadingMinutes(testArticle(2, NOW, { title: 'Short', content: '', summary: 'A brief note.' }))).toBe(1);
    expect(forCard(forCard(testArticle(3, NOW, { content: 'word '.repeat(1000) }))).readingMinutes).toBe(6);
  });
});
