/** The reader's alert preferences and the time they last opened the Alerts tab, per browser. */
import { useSyncExternalStore } from 'react';
import { createLocalStorageChannel } from '~/app/ui/local-storage';
import {
  ALERT_PREFERENCES_KEY,
  ALERTS_SEEN_KEY,
  DEFAULT_ALERT_PREFERENCES,
  parseAlertPreferences,
  type AlertPreferences,
} from '~/core/alerts';

const { read, write, subscribe } = createLocalStorageChannel();
let cached: { raw: string | null; prefs: AlertPreferences } | null = null;

function readPreferences(): AlertPreferences {
  const raw = read(ALERT_PREFERENCES_KEY);
  if (cached?.raw === raw) return cached.prefs;
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch (error) {
    console.warn('Could not read the alert preferences', error);
  }
  cached = { raw, prefs: parseAlertPreferences(value) };
  return cached.prefs;
}

export function useAlertPreferences(): AlertPreferences {
  return useSyncExternalStore(subscribe, readPreferences, () => DEFAULT_ALERT_PREFERENCES);
}

export function saveAlertPreferences(prefs: AlertPreferences): void {
  write(ALERT_PREFERENCES_KEY, JSON.stringify(prefs));
}

function readSeenAt(): number | null {
  const value = Number(read(ALERTS_SEEN_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** When the Alerts tab was last opened; undefined on the server (no badge is rendered there). */
export function useAlertsSeenAt(): number | null | undefined {
  return useSyncExternalStore(subscribe, readSeenAt, () => undefined);
}

export function markAlertsSeen(at: number): void {
  write(ALERTS_SEEN_KEY, String(at));
}
