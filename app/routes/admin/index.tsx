import { redirect } from 'react-router';

/** The admin index opens the Newsletter screen, as the spec says. */
export function loader() {
  return redirect('/admin/newsletter');
}
