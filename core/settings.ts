/**
 * The application settings admins edit on /admin/settings (the spec's five keys, and the
 * publisher's postal address that anti-spam laws ask of list mail), their defaults (the journal's
 * own facts in core/site.ts) and how each is used: the name in page titles, the header, the footer
 * and every e-mail; the description in search and link previews; the contact address in the
 * footer; the support address at the foot of every e-mail; the postal address at the foot of every
 * newsletter edition; the frequency on the settings screen.
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
  /** Printed at the foot of every list e-mail (CAN-SPAM asks for one); empty until an admin sets it. */
  publisherAddress: string;
}

/** The stored keys (app_settings.key), as the spec names them. */
export const SETTING_KEYS: Record<keyof AppSettings, string> = {
  appName: 'app_name',
  appDescription: 'app_description',
  newsletterFrequency: 'newsletter_frequency',
  contactEmail: 'contact_email',
  supportEmail: 'support_email',
  publisherAddress: 'publisher_address',
};

export const SETTING_LABELS: Record<keyof AppSettings, string> = {
  appName: 'Application name',
  appDescription: 'Application description',
  newsletterFrequency: 'Newsletter frequency',
  contactEmail: 'Contact email',
  supportEmail: 'Support email',
  publisherAddress: 'Publisher postal address',
};

export const DEFAULT_SETTINGS: AppSettings = {
  appName: SITE.name,
  appDescription: SITE.description,
  newsletterFrequency: 'daily',
  contactEmail: '',
  supportEmail: '',
  publisherAddress: '',
};

export const APP_NAME_MAX = 80;
export const APP_DESCRIPTION_MAX = 300;
export const PUBLISHER_ADDRESS_MAX = 200;
