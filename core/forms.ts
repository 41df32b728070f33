/**
 * The shape every form's route action answers with, and the field errors of a failed zod parse.
 * The same result renders without JavaScript (a document post shows `actionData`) and with it (a
 * fetcher's `data`), so the form component never needs to know which one happened.
 */
import type { z } from 'zod';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type FormOutcome<Field extends string = string> =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: FieldErrors<Field> };

/**
 * The first message for each form field of a failed parse. `fieldOf` maps the first key of an
 * issue's path to the form field showing it (the API's `emails` is the form's `email`); issues of
 * other paths are reported only as the outcome's message.
 */
export function fieldErrors<Field extends string>(error: z.ZodError, fieldOf: Record<string, Field>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A refused form: the first issue as the outcome's message, and the field errors. */
export function invalidForm<Field extends string>(
  error: z.ZodError,
  fieldOf: Record<string, Field>,
): { ok: false; message: string; fieldErrors: FieldErrors<Field> } {
  return { ok: false, message: error.issues[0]?.message ?? '', fieldErrors: fieldErrors(error, fieldOf) };
}
