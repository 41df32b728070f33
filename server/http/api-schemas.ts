/**
 * The query parameters of the public read API, validated here and described from the same schemas
 * in the OpenAPI document (openapi.ts).
 */
import { z } from 'zod';
import { CATEGORIES, isCategory } from '~/core/categories';
import { MAX_PREFIX_LENGTH } from '~/server/suggestions/terms';

const ARTICLES_MAX_LIMIT = 100;

export const articleQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === 'all' || isCategory(v), 'unknown category')
    .describe(`all, or one of the categories: ${CATEGORIES.join(', ')}.`),
  q: z.string().max(200).optional().describe('Words to find in the title, summary or text.'),
  source: z.string().max(200).optional().describe("An outlet's name, exactly as in the articles' source."),
  since: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().describe('Only articles published at or after this time.'),
  /** Feed keys to leave out, comma-separated (a reader's muted sources). */
  exclude: z
    .string()
    .max(1000)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'comma-separated feed keys')
    .optional()
    .describe('Feed keys to leave out, comma-separated.'),
  limit: z.coerce.number().int().min(1).max(ARTICLES_MAX_LIMIT).default(20).describe('Articles per page.'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).describe('Articles to skip.'),
});

export const termsQuerySchema = z.object({
  prefix: z.string().min(1).max(MAX_PREFIX_LENGTH).describe('The start of the word being typed.'),
});
