import { Save } from '~/app/ui/icons';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_TEXT } from '~/core/messages';
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  NEWSLETTER_FREQUENCIES,
  PUBLISHER_ADDRESS_MAX,
  SETTING_LABELS,
  type AppSettings,
} from '~/core/settings';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { notify } from '~/app/ui/notify';
import { ChangeLog } from '~/app/features/admin/ChangeLog';
import type { Route } from './+types/settings';
import type { SettingsActionData } from './settings.server';
export { loader, action } from './settings.server';

const HINTS: Record<keyof AppSettings, string> = {
  appName: 'Shown in page titles, the header, the footer and every e-mail.',
  appDescription: 'Shown to search engines and in link previews.',
  newsletterFrequency: 'The newsletter’s advertised rhythm. Editions are sent as each reader chose them.',
  contactEmail: 'Shown in the site’s footer. Leave empty to show none.',
  supportEmail: 'Shown at the foot of every e-mail. Leave empty to show none.',
  publisherAddress: 'Printed at the foot of every newsletter edition, as anti-spam laws (CAN-SPAM) require.',
};

function Field({
  name,
  error,
  children,
}: {
  name: keyof AppSettings;
  error: string | undefined;
  children: (props: { id: string; 'aria-describedby': string; 'aria-invalid': boolean }) => React.ReactNode;
}) {
  const id = `setting-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {SETTING_LABELS[name]}
      </label>
      {children({ id, 'aria-describedby': `${id}-hint`, 'aria-invalid': !!error })}
      <p id={`${id}-hint`} className={error ? 'text-xs text-loss' : 'text-xs text-muted-foreground'}>
        {error ?? HINTS[name]}
      </p>
    </div>
  );
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, changes } = loaderData;
  const fetcher = useFetcher<SettingsActionData>();
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.ok)
      notify('success', {
        title: data.message,
        description: data.changed.length ? `Changed: ${data.changed.join(', ')}` : 'Nothing had changed.',
      });
    else notify('error', { title: ADMIN_TEXT.settingsSaveFailed, description: data.message });
  }, [fetcher.data]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Settings</h1>
      <fetcher.Form method="post" className="card flex flex-col gap-5 p-6" noValidate>
        <Field name="appName" error={errors.appName}>
          {(props) => <Input {...props} name="appName" defaultValue={settings.appName} maxLength={APP_NAME_MAX} required />}
        </Field>
        <Field name="appDescription" error={errors.appDescription}>
          {(props) => (
            <textarea
              {...props}
              name="appDescription"
              defaultValue={settings.appDescription}
              maxLength={APP_DESCRIPTION_MAX}
              rows={3}
              className="rounded-md border border-input bg-card px-3 py-2 text-sm"
            />
          )}
        </Field>
        <Field name="newsletterFrequency" error={errors.newsletterFrequency}>
          {(props) => (
            <select
              {...props}
              name="newsletterFrequency"
              defaultValue={settings.newsletterFrequency}
              className="h-10 w-48 rounded-md border border-input bg-card px-3 text-sm capitalize"
            >
              {NEWSLETTER_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {f[0]!.toUpperCase() + f.slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="contactEmail" error={errors.contactEmail}>
            {(props) => <Input {...props} type="email" name="contactEmail" defaultValue={settings.contactEmail} />}
          </Field>
          <Field name="supportEmail" error={errors.supportEmail}>
            {(props) => <Input {...props} type="email" name="supportEmail" defaultValue={settings.supportEmail} />}
          </Field>
        </div>
        <Field name="publisherAddress" error={errors.publisherAddress}>
          {(props) => (
            <Input
              {...props}
              name="publisherAddress"
              defaultValue={settings.publisherAddress}
              maxLength={PUBLISHER_ADDRESS_MAX}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="sage" disabled={fetcher.state !== 'idle'}>
            <Save aria-hidden="true" />
            {fetcher.state !== 'idle' ? 'Saving…' : 'Save Settings'}
          </Button>
        </div>
      </fetcher.Form>
      <ChangeLog title="Changes to settings" changes={changes} empty={ADMIN_TEXT.noSettingChangesYet} />
    </div>
  );
}
