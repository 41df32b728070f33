import { describe, expect, it } from 'vitest';
import { newVoterId, voterCookie, voterFromCookie, voterOf } from './voter';

describe('the voter cookie', () => {
  it('reads only ids of the shape we issue', () => {
    const id = newVoterId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(voterFromCookie(`theme=dark; poll_voter=${id}; muted_feeds=a`)).toBe(id);
    expect(voterFromCookie('poll_voter=short')).toBeNull();
    expect(voterFromCookie(`poll_voter=${id}x`)).toBeNull();
    expect(voterFromCookie(`other_poll_voter=${id}`)).toBeNull();
    expect(voterFromCookie(null)).toBeNull();
  });

  it('issues a new voter only when the request has none', () => {
    const id = newVoterId();
    expect(voterOf(`poll_voter=${id}`)).toEqual({ id, issued: false });
    expect(voterOf('')).toMatchObject({ issued: true });
    expect(voterOf('').id).not.toBe(voterOf('').id);
  });

  it('is a session cookie, HttpOnly and SameSite=Lax, Secure only over https', () => {
    expect(voterCookie('abc', 'https://journal.example')).toBe('poll_voter=abc; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(voterCookie('abc', 'http://127.0.0.1:3000')).toBe('poll_voter=abc; Path=/; HttpOnly; SameSite=Lax');
  });
});
