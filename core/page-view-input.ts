/** The input of POST /api/v1/page-views (server side; kept apart so the browser bundle carries no zod). */
import { z } from 'zod';
import { PAGE_PATH_MAX_CHARS, REFERRER_MAX_CHARS, SESSION_ID_MAX_CHARS } from './analytics';

/**
 * What POST /api/v1/page-views takes. The path must be a path of ours ('/…', never '//host');
 * the referrer an http(s) URL or nothing. Who is signed in and the user agent come from the request,
 * never from the body.
 */
export const pageViewSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(PAGE_PATH_MAX_CHARS)
    .regex(/^\/(?!\/)[^\s]*$/, 'a path starting with a single /'),
  referrer: z
    .string()
    .max(REFERRER_MAX_CHARS)
    .regex(/^https?:\/\/\S+$/, 'an http(s) address')
    .optional()
    .nullable()
    .or(z.literal('')),
  session: z
    .string()
    .min(1)
    .max(SESSION_ID_MAX_CHARS)
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes'),
});
export type PageViewInput = z.output<typeof pageViewSchema>;
