/**
 * The settings form's input, apart from core/settings.ts so zod stays out of the page's JavaScript.
 */
import { z } from 'zod';
import { APP_DESCRIPTION_MAX, APP_NAME_MAX, NEWSLETTER_FREQUENCIES, PUBLISHER_ADDRESS_MAX } from './settings';

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Enter a valid e-mail address or leave it empty')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address or leave it empty');

export const settingsSchema = z.object({
  appName: z.string().trim().min(1, 'Enter the application name').max(APP_NAME_MAX, `At most ${APP_NAME_MAX} characters`),
  appDescription: z.string().trim().max(APP_DESCRIPTION_MAX, `At most ${APP_DESCRIPTION_MAX} characters`),
  newsletterFrequency: z.enum(NEWSLETTER_FREQUENCIES, 'Choose daily, weekly or monthly'),
  contactEmail: optionalEmail,
  supportEmail: optionalEmail,
  // One line in the mail's footer: line breaks become commas.
  publisherAddress: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(/\s*[\r\n]+\s*/)
        .filter(Boolean)
        .join(', ')
        .trim(),
    )
    .pipe(z.string().max(PUBLISHER_ADDRESS_MAX, `At most ${PUBLISHER_ADDRESS_MAX} characters`)),
});
export type SettingsInput = z.infer<typeof settingsSchema>;
