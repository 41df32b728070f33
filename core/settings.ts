/**
 * The application settings admins edit on /admin/settings (the spec's five keys), their defaults
 * (the journal's own facts in core/site.ts) and how each is used: the name in page titles, the
 * header and the footer; the description in search and link previews; the contact address in the
 * footer; the frequency on the settings screen. E-mails still carry the built-in name and no
 * support address: passing the settings into the mail templates is the next step (issue 14).
 */
import { SITE } from './site';

export const NEWSLETTER_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];

export interface AppSettings {
  appName: string;
  appDescription: string;
  newsletterFrequency: NewsletterFrequency;
  /** Empty when not set: then nothing is shown where it would be. */
  contactEmail: string;
  supportEmail: string;
}

/** The stored keys (app_settings.key), as the spec names them. */
export const SETTING_KEYS: Record<keyof AppSettings, string> = {
  appName: 'app_name',
  appDescription: 'app_description',
  newsletterFrequency: 'newsletter_frequency',
  contactEmail: 'contact_email',
  supportEmail: 'support_email',
};

export const SETTING_LABELS: Record<keyof AppSettings, string> = {
  appName: 'Application name',
  appDescription: 'Application description',
  newsletterFrequency: 'Newsletter frequency',
  contactEmail: 'Contact email',
  supportEmail: 'Support email',
};

export const DEFAULT_SETTINGS: AppSettings = {
  appName: SITE.name,
  appDescription: SITE.description,
  newsletterFrequency: 'daily',
  contactEmail: '',
  supportEmail: '',
};

export const APP_NAME_MAX = 80;
export const APP_DESCRIPTION_MAX = 300;
