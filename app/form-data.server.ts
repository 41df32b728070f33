import { data } from 'react-router';
import { containsNul, NUL_REFUSED } from '~/core/text';

export const NOT_A_FORM =
  'The body is not a form (Content-Type must be application/x-www-form-urlencoded or multipart/form-data).';

/**
 * The form a page's action was sent. A body that is not one (JSON, plain text, broken multipart),
 * or a field holding a NUL that PostgreSQL cannot store, is the client's mistake: 400 with the
 * reason, where either would otherwise end in a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(NOT_A_FORM, { status: 400 });
  }
  for (const [name, value] of form) {
    if (containsNul(name) || containsNul(value)) throw data(NUL_REFUSED, { status: 400 });
  }
  return form;
}
