/**
 * Who the e-mails say they are from: the application name and support address admins set on
 * /admin/settings. Read once per mail (or once per edition send) and handed to the templates
 * through context, so every template and the shared layout use the same values.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_SETTINGS, type AppSettings } from '~/core/settings';

export interface MailIdentity {
  /** The application name: masthead, footer and body text. */
  name: string;
  /** Where readers can write for help; empty when not set (then the footer says nothing of it). */
  supportEmail: string;
  /** The publisher's postal address for list mail's footer; empty when not set. */
  publisherAddress: string;
}

export function mailIdentityOf(settings: Pick<AppSettings, 'appName' | 'supportEmail' | 'publisherAddress'>): MailIdentity {
  return { name: settings.appName, supportEmail: settings.supportEmail, publisherAddress: settings.publisherAddress };
}

/** The journal's own identity: what mails say before an admin has changed anything. */
export const JOURNAL_IDENTITY: MailIdentity = mailIdentityOf(DEFAULT_SETTINGS);

export const MailIdentityContext = createContext<MailIdentity>(JOURNAL_IDENTITY);

export const useMailIdentity = (): MailIdentity => useContext(MailIdentityContext);
