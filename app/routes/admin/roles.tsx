import { ShieldCheck, Trash2, UserPlus } from '~/app/ui/icons';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_TEXT } from '~/core/messages';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { notify } from '~/app/ui/notify';
import { ChangeLog } from '~/app/features/admin/ChangeLog';
import type { Route } from './+types/roles';
import type { RolesActionData } from './roles.server';
import { dateTimeFormat } from '~/core/intl';
export { loader, action } from './roles.server';

const dateFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: JOURNAL_TIME_ZONE });

/** The spec's roles and what each may do. */
const ROLE_DESCRIPTIONS = [
  { role: 'user', label: 'User', text: 'Standard access.' },
  { role: 'moderator', label: 'Moderator', text: 'Content moderation and user management access.' },
  { role: 'admin', label: 'Admin', text: 'Full system access: manages all users and content, and this dashboard.' },
] as const;

function useOutcomeToast(data: RolesActionData | undefined) {
  useEffect(() => {
    if (data) notify(data.ok ? 'success' : 'error', { title: data.title, description: data.description });
  }, [data]);
}

function RemoveAssignment({ id, label }: { id: string; label: string }) {
  const fetcher = useFetcher<RolesActionData>();
  useOutcomeToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value="remove"
        variant="ghost"
        size="icon"
        disabled={fetcher.state !== 'idle'}
        aria-label={label}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}

export default function AdminRoles({ loaderData }: Route.ComponentProps) {
  const { assignments, changes, me } = loaderData;
  const assign = useFetcher<RolesActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  useOutcomeToast(assign.data);
  useEffect(() => {
    if (assign.data?.ok) formRef.current?.reset();
  }, [assign.data]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">User Roles</h1>
      <section aria-labelledby="assign-role" className="card p-6">
        <h2 id="assign-role" className="mb-3 font-serif text-lg font-bold">
          Assign a role
        </h2>
        <assign.Form ref={formRef} method="post" className="flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="assign" />
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor="role-email" className="text-sm font-medium">
              User e-mail
            </label>
            <Input id="role-email" name="email" type="email" autoComplete="off" placeholder="name@company.com" />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="role-role" className="text-sm font-medium">
              Role
            </label>
            <select
              id="role-role"
              name="role"
              defaultValue="user"
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            >
              {ROLE_DESCRIPTIONS.map(({ role, label }) => (
                <option key={role} value={role}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="sage" disabled={assign.state !== 'idle'}>
            <UserPlus aria-hidden="true" />
            Assign role
          </Button>
        </assign.Form>
        {assign.data && !assign.data.ok && (
          <p role="alert" className="mt-3 text-sm text-loss">
            {assign.data.title}: {assign.data.description}
          </p>
        )}
      </section>

      <section aria-labelledby="current-roles" className="card p-6">
        <h2 id="current-roles" className="mb-3 font-serif text-lg font-bold">
          Current assignments
        </h2>
        {assignments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noRoleAssignments}</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {assignments.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block break-all font-medium">
                    {a.email}
                    {a.userId === me && <span className="text-muted-foreground"> (you)</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    <span className="font-semibold capitalize text-card-foreground">{a.role}</span> since{' '}
                    {dateFormat.format(new Date(a.createdAt))}
                  </span>
                </span>
                {a.userId === me && a.role === 'admin' ? (
                  <span className="text-xs text-muted-foreground">Your own admin role</span>
                ) : (
                  <RemoveAssignment id={a.id} label={`Remove the ${a.role} role from ${a.email}`} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="role-descriptions" className="card p-6">
        <h2 id="role-descriptions" className="mb-3 flex items-center gap-2 font-serif text-lg font-bold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Roles
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {ROLE_DESCRIPTIONS.map(({ role, label, text }) => (
            <div key={role}>
              <dt className="font-semibold">{label}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ChangeLog title="Changes to roles" changes={changes} empty={ADMIN_TEXT.noRoleChangesYet} />
    </div>
  );
}
