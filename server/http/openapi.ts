/**
 * The public API described as OpenAPI 3.1 (served at /api/v1/openapi.json, read as a page at
 * /api/docs). Every request parameter and body is described from the very zod schema that
 * validates it (zod's JSON Schema export, input side), so the description cannot drift from the
 * checks. Answers are described by the schemas below: the compiler holds them to our types
 * (`satisfies`), and an integration test parses real answers with them.
 */
import { z } from 'zod';
import type { Article } from '~/core/article';
import { CATEGORIES } from '~/core/categories';
import type { QuotesAnswer } from '~/core/markets';
import { inviteSchema, subscribeSchema } from '~/core/newsletter-input';
import { pageViewSchema } from '~/core/page-view-input';
import type { Poll, PollResults } from '~/core/polls';
import { voteSchema } from '~/core/polls-input';
import { ratingSubmissionSchema } from '~/core/rating-input';
import { providerEventsSchema } from '~/server/newsletter/suppressions';
import { mergeSchema } from '~/server/reading-lists/reading-lists';
import { semanticSearchSchema } from '~/server/search/service';
import { articleQuerySchema, termsQuerySchema } from './api-schemas';

export const OPENAPI_PATH = '/api/v1/openapi.json';

const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('The text as cleaned from the feed; empty when the feed gave only a summary.'),
  category: z.enum(CATEGORIES),
  source: z.string().describe("The outlet's name."),
  url: z.string().describe("The story on the outlet's site."),
  publishedAt: z.string().describe('ISO 8601, UTC.'),
  imageUrl: z.string().nullable(),
  isFallback: z.boolean().describe("True for the journal's labelled fallback pieces, shown only while no feed has delivered."),
  alsoReportedBy: z.array(z.object({ source: z.string(), url: z.string() })),
  readingMinutes: z.number().optional(),
}) satisfies z.ZodType<Article>;

/** The answers of the public endpoints, for the description and for the contract test. */
export const answerSchemas = {
  articles: z.object({ articles: z.array(articleSchema), total: z.number().int(), isFallback: z.boolean() }),
  quotes: z.object({
    quotes: z.array(
      z.object({ symbol: z.string(), name: z.string(), price: z.number(), change: z.number(), changePercent: z.number() }),
    ),
    source: z.enum(['live', 'cached', 'fallback']).describe('fallback: sample figures, labelled as such wherever shown.'),
    lastUpdated: z.string(),
  }) satisfies z.ZodType<QuotesAnswer>,
  searchTerms: z.object({ terms: z.array(z.string()) }),
  semanticSearch: z.object({
    results: z.array(z.object({ article: articleSchema, score: z.number() })),
    summary: z.string(),
    searchIntent: z.string(),
    searchEnhancements: z.array(z.string()),
    summarySource: z.enum(['extractive', 'llm']),
    error: z.string().optional(),
  }),
  polls: z.object({
    polls: z.array(z.object({ id: z.string(), question: z.string(), options: z.array(z.string()), active: z.boolean() })),
  }) satisfies z.ZodType<{ polls: Poll[] }>,
  pollResults: z.object({
    results: z.array(z.object({ option: z.string(), votes: z.number().int(), percent: z.number() })),
    total: z.number().int(),
  }) satisfies z.ZodType<PollResults>,
  created: z.object({ id: z.string() }),
  pageView: z.object({ recorded: z.boolean(), reason: z.enum(['bot', 'prefetch', 'admin']).optional() }),
  message: z.object({ message: z.string() }),
  error: z.object({
    error: z.string().describe('What was wrong, in words for a person.'),
    parameter: z.string().optional().describe('The query parameter or body field at fault.'),
    field: z.string().optional().describe('The body field at fault (polls).'),
  }),
};

type JsonSchema = Record<string, unknown>;
/**
 * A zod schema as the JSON Schema OpenAPI 3.1 embeds (its own dialect, so without `$schema`): what a
 * request may send (`input`: defaults optional, before transforms) or what an answer carries.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
const requestSchema = (schema: z.ZodType) => jsonSchema(schema, 'input');
const answerSchema = (schema: z.ZodType) => jsonSchema(schema, 'output');

/** A zod object of query parameters as OpenAPI parameters. */
function queryParameters(schema: z.ZodObject): JsonSchema[] {
  const json = requestSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const json = (schema: JsonSchema | string, description: string) => ({
  description,
  content: { 'application/json': { schema: typeof schema === 'string' ? { $ref: `#/components/schemas/${schema}` } : schema } },
});
const body = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: requestSchema(schema) } } });
const refused = (description: string) => json('Error', description);
const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description,
});
const TOO_MANY = refused('Too many requests from this client; the message says when to try again.');
const NOT_JSON = refused('The body is not JSON (Content-Type must be application/json).');

export function openApiDocument({ publicUrl, siteName }: { publicUrl: string; siteName: string }): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: `${siteName} API`,
      version: '1',
      description:
        'The public API of the journal: articles, market quotes, AI search, polls, ratings, page views, the newsletter and reading lists. ' +
        'Reads answer any origin (CORS) where noted; writes are accepted only from the journal’s own pages (same origin) or from clients that send no Origin. ' +
        'Errors answer `{ "error", "parameter"? }` with a 4xx status.',
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    paths: {
      '/articles': {
        get: {
          summary: 'Articles of the last 30 days, newest first',
          description: 'Any origin may read it (CORS). Answers carry an ETag; If-None-Match gets a 304.',
          parameters: queryParameters(articleQuerySchema),
          responses: {
            200: json(answerSchema(answerSchemas.articles), 'A page of articles and the total that match.'),
            304: { description: 'Not modified since the ETag given.' },
            400: refused('A parameter is invalid; `parameter` names it.'),
          },
        },
      },
      '/quotes': {
        get: {
          summary: 'Quotes of the eight senior-housing REITs the journal tracks',
          responses: { 200: json(answerSchema(answerSchemas.quotes), 'The latest quotes and where they came from.') },
        },
      },
      '/search/semantic': {
        post: {
          summary: 'AI semantic search: articles ranked by meaning, with a digest',
          requestBody: body(semanticSearchSchema),
          responses: {
            200: json(
              answerSchema(answerSchemas.semanticSearch),
              'Ranked articles, a summary, the detected topic and the expansions used.',
            ),
            400: refused('A field is invalid; `parameter` names it.'),
            415: NOT_JSON,
            429: TOO_MANY,
          },
        },
      },
      '/search-terms': {
        get: {
          summary: 'Words of the window’s headlines that start with a prefix (search suggestions)',
          parameters: queryParameters(termsQuerySchema),
          responses: {
            200: json(answerSchema(answerSchemas.searchTerms), 'Matching words.'),
            400: refused('No or too long a prefix.'),
          },
        },
      },
      '/polls': {
        get: { summary: 'The open industry polls', responses: { 200: json(answerSchema(answerSchemas.polls), 'Open polls.') } },
      },
      '/polls/{id}/results': {
        get: {
          summary: 'A poll’s results',
          parameters: [pathId('id', 'The poll.')],
          responses: { 200: json(answerSchema(answerSchemas.pollResults), 'Votes per option.'), 404: refused('No such poll.') },
        },
      },
      '/polls/{id}/votes': {
        post: {
          summary: 'Vote in a poll (one vote per poll per browser session)',
          parameters: [pathId('id', 'The poll.')],
          requestBody: body(voteSchema),
          responses: {
            201: json(answerSchema(answerSchemas.message.extend(answerSchemas.pollResults.shape)), 'Counted; the results.'),
            400: refused('The option is not one of the poll’s; `field` names it.'),
            404: refused('No such poll.'),
            409: refused('This browser session has voted already, or the poll is closed.'),
            415: NOT_JSON,
            429: TOO_MANY,
          },
        },
      },
      '/ratings': {
        post: {
          summary: 'Rate the journal (1 to 5 stars, optional feedback)',
          requestBody: body(ratingSubmissionSchema),
          responses: {
            201: json(answerSchema(answerSchemas.created), 'Stored.'),
            400: refused('A field is invalid; `parameter` names it.'),
            415: NOT_JSON,
            429: TOO_MANY,
          },
        },
      },
      '/page-views': {
        post: {
          summary: 'Count a page view (the journal’s own beacon)',
          requestBody: body(pageViewSchema),
          responses: {
            201: json(answerSchema(answerSchemas.pageView), 'Counted.'),
            202: json(answerSchema(answerSchemas.pageView), 'Accepted and not counted: a bot, a prefetch or an administrator.'),
            400: refused('A field is invalid; `parameter` names it.'),
            415: NOT_JSON,
          },
        },
      },
      '/embed-views': {
        get: {
          summary: 'Count a view of the script widget on another site (sent by /embed.js)',
          parameters: [{ name: 'session', in: 'query', required: false, schema: { type: 'string' } }],
          responses: {
            201: json(answerSchema(answerSchemas.pageView), 'Counted.'),
            202: json(answerSchema(answerSchemas.pageView), 'Accepted and not counted.'),
            400: refused('No Origin header: only a browser on the host page may send it.'),
          },
        },
      },
      '/newsletter/subscribe': {
        post: {
          summary: 'Subscribe to the free newsletter (a confirmation e-mail follows)',
          requestBody: body(subscribeSchema),
          responses: {
            200: json(answerSchema(answerSchemas.message), 'What happens next, in words for the reader.'),
            400: refused('The address or a choice is invalid.'),
            415: NOT_JSON,
            429: TOO_MANY,
            503: refused('The confirmation e-mail could not be sent; try again later.'),
          },
        },
      },
      '/newsletter/invite': {
        post: {
          summary: 'Invite colleagues to the newsletter',
          requestBody: body(inviteSchema),
          responses: {
            200: json(answerSchema(answerSchemas.message), 'Invitations sent.'),
            400: refused('An address is invalid.'),
            415: NOT_JSON,
            429: TOO_MANY,
            503: refused('The invitations could not be sent; try again later.'),
          },
        },
      },
      '/newsletter/unsubscribe': {
        post: {
          summary: 'One-click unsubscribe (RFC 8058), as mail clients send it',
          parameters: [
            { name: 'token', in: 'query', required: true, schema: { type: 'string' }, description: 'From the e-mail.' },
          ],
          responses: { 200: json(answerSchema(answerSchemas.message), 'Unsubscribed.'), 400: refused('The link is not valid.') },
        },
      },
      '/newsletter/events': {
        post: {
          summary: 'Bounces and complaints from the mail provider (each suppresses the address)',
          security: [{ eventsSecret: [] }],
          requestBody: body(providerEventsSchema),
          responses: {
            200: { description: 'Applied; the answer counts what was suppressed.' },
            400: refused('An event is invalid.'),
            401: refused('Missing or wrong secret.'),
            404: refused('Not enabled (NEWSLETTER_EVENTS_SECRET is not set).'),
          },
        },
      },
      '/reading-list': {
        get: {
          summary: 'The signed-in reader’s bookmarks and collections',
          security: [{ session: [] }],
          responses: { 200: { description: 'The reader’s lists.' }, 401: refused('Not signed in.') },
        },
      },
      '/reading-list/merge': {
        post: {
          summary: 'Merge this browser’s lists into the reader’s (at sign-in, and each change)',
          security: [{ session: [] }],
          requestBody: body(mergeSchema),
          responses: {
            200: { description: 'The merged lists.' },
            400: refused('The lists are invalid; `field` names the part.'),
            401: refused('Not signed in.'),
            413: refused('More bookmarks or collections than a reader may keep.'),
            415: NOT_JSON,
            429: TOO_MANY,
          },
        },
      },
      '/reading-list/bookmarks/{articleId}': {
        delete: {
          summary: 'Remove a bookmark',
          security: [{ session: [] }],
          parameters: [pathId('articleId', 'The bookmarked article.')],
          responses: { 200: { description: 'The lists without it.' }, 401: refused('Not signed in.') },
        },
      },
      '/reading-list/collections/{id}': {
        delete: {
          summary: 'Delete a collection (not Read Later); its bookmarks leave it',
          security: [{ session: [] }],
          parameters: [pathId('id', 'The collection.')],
          responses: {
            200: { description: 'The lists without it.' },
            400: refused('Read Later cannot be deleted.'),
            401: refused('Not signed in.'),
          },
        },
      },
    },
    components: {
      schemas: { Error: answerSchema(answerSchemas.error) },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'Signed in on the journal.' },
        eventsSecret: { type: 'http', scheme: 'bearer', description: 'NEWSLETTER_EVENTS_SECRET.' },
      },
    },
  };
}

/** One operation of the API as the reference page (/api/docs) lists it. */
export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  description: string | null;
  /** Names the security scheme a caller needs (a signed-in session, the events secret). */
  needs: string | null;
  parameters: ApiField[];
  body: ApiField[];
  responses: { status: string; description: string }[];
}

export interface ApiField {
  name: string;
  /** query, path, or body */
  where: string;
  required: boolean;
  /** The type and its limits in words: "integer, 1 to 50, default 20". */
  type: string;
  description: string | null;
}

const NEEDS: Record<string, string> = { session: 'a signed-in session', eventsSecret: 'the events secret (Bearer)' };

/** A JSON Schema's type and limits, in words. */
function typeInWords(schema: JsonSchema): string {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return options.map(typeInWords).join(' or ');
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
  else parts.push(String(schema.type ?? 'any'));
  if (schema.type === 'array' && schema.items) parts[0] = `array of ${typeInWords(schema.items as JsonSchema)}`;
  const [min, max] = [schema.minimum ?? schema.minLength, schema.maximum ?? schema.maxLength];
  const unit = schema.type === 'string' ? ' characters' : '';
  if (min !== undefined && max !== undefined) parts.push(`${min} to ${max}${unit}`);
  else if (max !== undefined) parts.push(`at most ${max}${unit}`);
  else if (min !== undefined && min !== 0) parts.push(`at least ${min}${unit}`);
  if (typeof schema.format === 'string') parts.push(schema.format);
  // A default object (the newsletter's preferences) is left to the description: its JSON is no word.
  if (schema.default !== undefined && typeof schema.default !== 'object') parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

function fieldsOf(schema: JsonSchema | undefined): ApiField[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema?.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    where: 'body',
    required: required.includes(name),
    type: typeInWords(property),
    description: typeof property.description === 'string' ? property.description : null,
  }));
}

/** The document's operations, in its order, as plain data for the reference page. */
export function apiReference(document: JsonSchema): ApiOperation[] {
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const security = (operation.security as Record<string, unknown>[] | undefined)?.[0];
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary),
        description: typeof operation.description === 'string' ? operation.description : null,
        needs: security ? (NEEDS[Object.keys(security)[0]!] ?? null) : null,
        parameters: ((operation.parameters ?? []) as JsonSchema[]).map((parameter) => ({
          name: String(parameter.name),
          where: String(parameter.in),
          required: parameter.required === true,
          type: typeInWords(parameter.schema as JsonSchema),
          description: typeof parameter.description === 'string' ? parameter.description : null,
        })),
        body: fieldsOf(content?.['application/json']?.schema),
        responses: Object.entries(operation.responses as Record<string, { description: string }>).map(([status, answer]) => ({
          status,
          description: answer.description,
        })),
      };
    }),
  );
}
