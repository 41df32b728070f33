/**
 * A general-English thesaurus for AI search (decision 0123): for 142,117 words, their nearest words
 * in GloVe's word vectors, derived once by scripts/derive-word-neighbours.ts and committed. Each
 * word of a query gets a full-text list of its neighbours (server/search/hybrid.ts), so "insolvent"
 * reaches an article that says "bankrupt" where the sentence model placed the query elsewhere.
 *
 * Read on the first search, not at start-up. It stays one string (10.7 MB) and the offsets of its
 * lines (0.6 MB); a word is found by binary search over the lines, which the file keeps in order.
 * A map of the words cost 25 MB of heap more.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { logger } from '~/server/logger';

const THESAURUS_URL = new URL('./word-neighbours.txt.gz', import.meta.url);

export interface WordNeighbours {
  /** The nearest words to a lowercase word, nearest first; none for a word the thesaurus lacks. */
  of(word: string): string[];
}

/** The thesaurus, read from `file` on the first question (one per process: server/services.ts). */
export function createWordNeighbours(file: URL = THESAURUS_URL): WordNeighbours {
  /** "word neighbour neighbour …" lines, each ending in "\n", ordered by word; and where each starts. */
  let loaded: { text: string; starts: Int32Array } | null = null;
  const load = () => {
    let text = '';
    try {
      text = zlib.gunzipSync(fs.readFileSync(file)).toString('latin1');
    } catch (error) {
      // Search goes on with its other lists; the thesaurus is not worth an error page.
      logger.error({ err: error, file: file.pathname }, 'the word-neighbours thesaurus could not be read');
    }
    const starts: number[] = [];
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) starts.push(at);
    return { text, starts: Int32Array.from(starts) };
  };
  return {
    of(word) {
      loaded ??= load();
      const { text, starts } = loaded;
      let low = 0;
      let high = starts.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const start = starts[middle]!;
        const space = text.indexOf(' ', start);
        const head = text.slice(start, space);
        if (head === word) return text.slice(space + 1, text.indexOf('\n', space)).split(' ');
        if (head < word) low = middle + 1;
        else high = middle - 1;
      }
      return [];
    },
  };
}
