/**
 * An optional language model behind any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL
 * + LLM_API_KEY). It only rewrites the summary and names the intent of results we ranked
 * ourselves; it never ranks. Every call has a timeout; its failures are sorted into the kinds the
 * spec maps to messages (rate limit, credits) and the rest.
 */
import { z } from 'zod';
import type { Article } from '~/core/article';

export type LlmFailureKind = 'rate-limit' | 'credits' | 'bad-response' | 'timeout' | 'unavailable';

export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface LlmDigest {
  summary: string;
  intent: string;
}

export interface LanguageModel {
  digest(query: string, articles: Pick<Article, 'title' | 'summary' | 'source'>[]): Promise<LlmDigest>;
}

export interface LanguageModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The articles the model reads (the top of our ranking), and how much of each. */
const ARTICLES_SENT = 5;
const SUMMARY_CHARS_SENT = 400;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const digestSchema = z.object({ summary: z.string().trim().min(1).max(2000), intent: z.string().trim().min(1).max(200) });

/** Words in an error body that mean the account is out of money, not merely busy. */
const CREDIT_WORDS = /insufficient_quota|credit|billing|quota|payment required/i;

function classify(status: number, body: string): LlmError {
  if (status === 402 || CREDIT_WORDS.test(body)) {
    return new LlmError('credits', 'AI summary unavailable: the language model has no credits left.');
  }
  if (status === 429) return new LlmError('rate-limit', 'Rate limit exceeded at the language model.');
  return new LlmError('unavailable', `The language model answered HTTP ${status}.`);
}

export function createLanguageModel(options: LanguageModelOptions): LanguageModel {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async digest(query, articles) {
      const listing = articles
        .slice(0, ARTICLES_SENT)
        .map((a, i) => `${i + 1}. ${a.title} (${a.source}): ${a.summary.slice(0, SUMMARY_CHARS_SENT)}`)
        .join('\n');
      let response: Response;
      let body: string;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              {
                role: 'system',
                content:
                  'You summarise senior housing industry news for professionals. Use only the articles given. Answer JSON: {"summary": two or three sentences, "intent": the topic of the search in at most six words}.',
              },
              { role: 'user', content: `Search: ${query}\nArticles:\n${listing}` },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // The timeout covers the body too: a server that sends headers and then stalls is as slow.
        body = await response.text();
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new LlmError('timeout', `The language model did not answer within ${options.timeoutMs} ms.`);
        }
        throw new LlmError('unavailable', `The language model could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw classify(response.status, body);
      try {
        const completion = completionSchema.parse(JSON.parse(body));
        const content = completion.choices[0]!.message.content.replace(/^```(?:json)?\s*|\s*```$/g, '');
        return digestSchema.parse(JSON.parse(content));
      } catch {
        throw new LlmError('bad-response', 'The language model answered something other than the JSON asked for.');
      }
    },
  };
}
