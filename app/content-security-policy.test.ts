import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('lets only our own pages frame a page, unless it is the frameable feed', () => {
    expect(directive(contentSecurityPolicy('n0nce'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(contentSecurityPolicy('n0nce', { frameable: true }), 'frame-ancestors')).toBe('frame-ancestors *');
  });

  it('keeps scripts to our origin and the nonce either way', () => {
    for (const frameable of [false, true]) {
      expect(directive(contentSecurityPolicy('n0nce', { frameable }), 'script-src')).toMatch(/^script-src 'self' 'nonce-n0nce' /);
    }
  });
});
