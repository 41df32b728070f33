import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, invalidForm } from './forms';

const schema = z.object({ emails: z.array(z.email('Bad address')).min(1, 'Need one'), note: z.string().max(3, 'Too long') });

describe('form field errors', () => {
  it('names the form field of each issue with its first message', () => {
    const parsed = schema.safeParse({ emails: ['x', 'y'], note: 'long note' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!, { emails: 'email', note: 'note' })).toEqual({ email: 'Bad address', note: 'Too long' });
  });

  it('reports issues of unmapped paths only as the outcome message', () => {
    const parsed = schema.safeParse({ emails: [], note: 'ok' });
    expect(invalidForm(parsed.error!, { note: 'note' })).toEqual({ ok: false, message: 'Need one', fieldErrors: {} });
  });
});
