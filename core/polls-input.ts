/**
 * The polls' input schemas, shared by the route actions and the JSON API so that a form post and
 * an API call are refused for the same reasons in the same words. Apart from ./polls.ts so that
 * zod stays out of the page's JavaScript.
 */
import { z } from 'zod';
import { POLL_TEXT } from './messages/polls';
import { checkPollDraft, POLL_OPTION_MAX_CHARS, type PollDraft } from './polls';

/** A vote's body: `{ "option": "…" }`, the option's text exactly as the poll lists it. */
export const voteSchema = z.object(
  {
    option: z
      .string({ error: POLL_TEXT.chooseOption })
      .min(1, POLL_TEXT.chooseOption)
      .max(POLL_OPTION_MAX_CHARS, POLL_TEXT.unknownOption),
  },
  { error: POLL_TEXT.chooseOption },
);
export type VoteInput = z.infer<typeof voteSchema>;

/** An admin's new or edited poll; the rules are checkPollDraft's, the issue names the field. */
export const pollDraftSchema = z
  .object({
    question: z.string({ error: POLL_TEXT.questionRequired }),
    options: z.array(z.string(), { error: POLL_TEXT.tooFewOptions(2) }),
  })
  .transform((input, ctx): PollDraft => {
    const checked = checkPollDraft(input);
    if (checked.ok) return checked.draft;
    ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
    return z.NEVER;
  });

/** The admin form's fields as the schema's shape: one `option` field per option, in order. */
export function pollDraftFromForm(form: FormData): { question: unknown; options: unknown } {
  return {
    question: form.get('question') ?? undefined,
    options: form.getAll('option').map((value) => (typeof value === 'string' ? value : '')),
  };
}
