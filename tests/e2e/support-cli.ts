import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** Runs an operator command against the e2e server's data folder (answered over its control socket). */
export function runOperatorCommand(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** Without SMTP the e2e server writes mail to DATA_DIR/outbox; read the newest message to an address. */
export function latestMailTo(address: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    if (raw.includes(`To: ${address}`)) return raw;
  }
  throw new Error(`no mail to ${address}`);
}

/** The HTML part of a raw message, decoded as a mail client would. */
export async function htmlPart(raw: string): Promise<string> {
  const parsed = await simpleParser(raw);
  return parsed.html || '';
}

/** Follows the link of the account-confirmation e-mail, as the address's owner would. */
export async function confirmAccountFromOutbox(page: Page, email: string): Promise<void> {
  const confirmationLink = async () => {
    try {
      return (await htmlPart(latestMailTo(email))).match(/href="([^"]*\/api\/auth\/verify-email[^"]*)"/)?.[1] ?? '';
    } catch {
      return '';
    }
  };
  // better-auth sends the mail just after it answers the sign-up: give the outbox a moment.
  await expect.poll(confirmationLink, { message: `a confirmation link in the e-mail to ${email}` }).not.toBe('');
  await page.goto((await confirmationLink()).replace(/&amp;/g, '&'));
}
