import { ShieldAlert } from 'lucide-react';
import { data } from 'react-router';
import { TEXT } from '../../core/messages';
import { SITE } from '../../core/site';
import { PageShell } from '../features/layout/PageShell';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE.name}` },
  { name: 'robots', content: 'noindex' },
];

export function loader() {
  // Sign-in and roles are checked here once they exist; until then nobody is an admin.
  return data({ admin: false }, { status: 403 });
}

export default function Admin() {
  return (
    <PageShell crumb="Admin">
      <div role="alert" className="card mx-auto flex max-w-xl items-center gap-3 p-6">
        <ShieldAlert className="size-6 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
        <p>{TEXT.accessDenied}</p>
      </div>
    </PageShell>
  );
}
