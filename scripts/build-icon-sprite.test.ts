import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconIds, iconSprite, SPRITE_FILE } from './build-icon-sprite';

describe('the icon sprite', () => {
  it('holds exactly the icons app/ui/icons.tsx names (else run npm run icons)', async () => {
    expect(fs.readFileSync(SPRITE_FILE, 'utf8')).toBe(await iconSprite());
  });

  it('names each icon once', () => {
    const ids = iconIds();
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("draws an icon from Lucide's data, without React's keys", async () => {
    expect(await iconSprite(['clock'])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">\n' +
        '<symbol id="clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>\n' +
        '</svg>\n',
    );
  });

  it('refuses a name Lucide does not have', async () => {
    await expect(iconSprite(['no-such-icon'])).rejects.toThrow("names 'no-such-icon', which Lucide does not have");
  });
});
