import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Decodes quoted-printable soft line breaks and escapes, enough to read a link out of an .eml. */
const unquote = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The link to `path` in the newest e-mail to `to` that the server's outbox wrote (DATA_DIR/outbox,
 * written as soon as it is queued, and by the outbox worker every EMAIL_OUTBOX_INTERVAL_MS), with its `param` (an account link's token, a booking
 * link's manage key).
 */
export async function linkFromOutbox(
  to: string,
  path: string,
  param: 'token' | 'key' = 'token',
): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const eml = unquote(await readFile(join(dir, file), 'utf8'));
          if (!eml.includes(`To: ${to}`)) continue;
          const match = eml.match(new RegExp(`https?://[^\\s"<>]+${path}\\?${param}=[\\w-]+`));
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 25_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return new URL(link).pathname + new URL(link).search;
}
