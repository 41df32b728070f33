/**
 * Renders the app icons of the web app manifest from public/favicon.svg with Chromium (run once
 * after changing the logo; the PNGs are committed): node --import tsx scripts/render-icons.ts
 * The maskable icon puts the logo inside the safe zone (the inner 80%) on the brand green.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '~/tests/support/chromium';

const svg = fs.readFileSync('public/favicon.svg', 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? '#435b34' : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: !icon.maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
