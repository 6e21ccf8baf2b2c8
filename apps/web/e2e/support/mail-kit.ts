import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { textOf } from './account-kit';

/**
 * How long a mail may take to arrive: a mail of an order waits behind the order's earlier mail
 * held while staff may undo its change (STATUS_UNDO_SECONDS, 15 s for the journeys), so a
 * journey's «прибуло» can come that much late, and later on a busy machine.
 */
export const MAIL_TIMEOUT_MS = 45_000;

/**
 * Every mail the API has sent to `mail` (the .eml files of DATA_DIR/outbox), as decoded text, in
 * the order they were sent (a file's name starts with the time it was written).
 */
export async function mailsTo(mail: string): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  const texts: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const raw = await readFile(join(dir, name), 'utf8');
    if (raw.toLowerCase().includes(mail.toLowerCase())) texts.push(textOf(raw).replace(/\s+/g, ' '));
  }
  return texts;
}

export async function expectMail(mail: string, phrase: string, timeout = MAIL_TIMEOUT_MS) {
  await expect
    .poll(async () => (await mailsTo(mail)).some((text) => text.includes(phrase)), {
      timeout,
      message: `a mail to ${mail} saying «${phrase}»`,
    })
    .toBe(true);
}

/** The HTML part of the first mail to `mail` whose decoded text says `phrase` (polls the outbox). */
export async function mailHtml(mail: string, phrase: string, timeout = 20_000): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let html = '';
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.eml'),
        )) {
          const raw = await readFile(join(dir, name), 'utf8');
          if (!raw.toLowerCase().includes(mail.toLowerCase())) continue;
          const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /content-type:\s*text\/html/i.test(p));
          const decoded = part ? textOf(`\n--b\n${part}`) : '';
          if (decoded.includes(phrase)) html = decoded.slice(decoded.indexOf('<'));
        }
        return html.length > 0;
      },
      { timeout, message: `an HTML mail to ${mail} saying «${phrase}»` },
    )
    .toBe(true);
  return html;
}
