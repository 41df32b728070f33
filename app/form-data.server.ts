import { data } from 'react-router';

export const NOT_A_FORM =
  'The body is not a form (Content-Type must be application/x-www-form-urlencoded or multipart/form-data).';

/**
 * The form a page's action was sent. A body that is not one (JSON, plain text, broken multipart)
 * is the client's mistake: 400 with the reason, where `request.formData()` alone throws a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(NOT_A_FORM, { status: 400 });
  }
}
