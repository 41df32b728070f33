import { describe, expect, it } from 'vitest';
import {
  FONT_SIZE_BOOT_SCRIPT,
  mutedFeeds,
  mutedFeedsCookieValue,
  mutedFeedsFromCookie,
  parseSubscriptions,
} from './preferences';

const FEEDS = ['mcknights', 'seniorhousingnews', 'argentum'];

describe('source subscriptions', () => {
  it('show every source by default and when storage is unreadable', () => {
    expect(parseSubscriptions(null, FEEDS)).toEqual(FEEDS);
    expect(parseSubscriptions('oops', FEEDS)).toEqual(FEEDS);
  });

  it('keep known subscribed keys and mute the rest', () => {
    const subscribed = parseSubscriptions(['argentum', 'mcknights', 'gone', 4], FEEDS);
    expect(subscribed).toEqual(['mcknights', 'argentum']);
    expect(mutedFeeds(subscribed, FEEDS)).toEqual(['seniorhousingnews']);
  });

  it('round-trip muted keys through the cookie and ignore anything else in it', () => {
    const value = mutedFeedsCookieValue(['argentum', 'Bad Key', 'mcknights']);
    expect(value).toBe('argentum.mcknights');
    expect(mutedFeedsFromCookie(`theme=x; muted_feeds=${value}; other=1`)).toEqual(['argentum', 'mcknights']);
    expect(mutedFeedsFromCookie('muted_feeds=<script>.ok')).toEqual(['ok']);
    expect(mutedFeedsFromCookie(null)).toEqual([]);
  });
});

describe('the font size boot script', () => {
  it('sets the saved size on <html> before paint and ignores unknown values', () => {
    const run = (saved: string | null) => {
      const root = { style: { fontSize: '' } };
      new Function('localStorage', 'document', FONT_SIZE_BOOT_SCRIPT)({ getItem: () => saved }, { documentElement: root });
      return root.style.fontSize;
    };
    expect(run('large')).toBe('112.5%');
    expect(run('small')).toBe('93.75%');
    expect(run('medium')).toBe('');
    expect(run('huge')).toBe('');
  });
});
