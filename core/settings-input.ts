/**
 * The settings form's input, apart from core/settings.ts so zod stays out of the page's JavaScript.
 */
import { z } from 'zod';
import { APP_DESCRIPTION_MAX, APP_NAME_MAX, NEWSLETTER_FREQUENCIES } from './settings';

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
});
export type SettingsInput = z.infer<typeof settingsSchema>;
