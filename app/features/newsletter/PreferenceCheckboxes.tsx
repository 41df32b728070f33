import { DEFAULT_PREFERENCES, NEWSLETTER_PREFERENCES, PREFERENCE_LABELS, type Preferences } from '~/core/newsletter';

/** The four preference checkboxes (Daily, Weekly, Breaking, Trends), named after the preferences. */
export function PreferenceCheckboxes({
  initial = DEFAULT_PREFERENCES,
  className = '',
}: {
  initial?: Preferences;
  className?: string;
}) {
  return (
    <fieldset className={`flex flex-wrap gap-x-5 gap-y-2 text-sm ${className}`}>
      <legend className="sr-only">What would you like to receive?</legend>
      {NEWSLETTER_PREFERENCES.map((preference) => (
        <label key={preference} className="inline-flex items-center gap-2">
          <input type="checkbox" name={preference} defaultChecked={initial[preference]} className="size-4 accent-sage-700" />
          {PREFERENCE_LABELS[preference]}
        </label>
      ))}
    </fieldset>
  );
}
