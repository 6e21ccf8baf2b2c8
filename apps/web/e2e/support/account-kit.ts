import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { csrfCookie, csrfHeader as csrfHeaderName } from '@kartyna/domain';

/** Helpers of the account and cabinet journeys: accounts made through the API, the mail outbox. */

export const PASSWORD = 'Palitra-2025';

let counter = 0;
/** A mail nobody else in this run uses (the database lives for the whole run). */
export const uniqueMail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

export interface NewUser {
  mail: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Registers through the storefront's API proxy. With page.request the browser context gets the
 * session cookies (signed in); with the bare `request` fixture the browser stays signed out.
 */
export async function registerUser(request: APIRequestContext, tag: string): Promise<NewUser> {
  const user = {
    mail: uniqueMail(tag),
    password: PASSWORD,
    firstName: 'Олена',
    lastName: 'Коваль',
    phone: '+380671234567',
  };
  const response = await request.post('/api/server/auth/register', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** The CSRF header a state-changing API call from a signed-in context needs. */
export async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((c) => c.name === csrfCookie);
  expect(csrf, `a ${csrfCookie} cookie`).toBeTruthy();
  return { [csrfHeaderName]: decodeURIComponent(csrf?.value ?? '') };
}

/** A product id from the demo catalogue (in stock, so it can be ordered). */
export async function someProduct(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/server/products?page=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { id: number; name: { ua: string }; inStock: boolean }[] };
  const product = body.items.find((p) => p.inStock) ?? body.items[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return { id: product.id, name: product.name.ua };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every text part of a raw RFC 822 message, decoded (quoted-printable or base64). */
export function textOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/**
 * The password the API mailed to `mail` after a reset, read from the API's outbox (.eml files
 * under DATA_DIR/outbox when no SMTP server is set). Polls: the mail queue sends in the background.
 */
export async function mailedPassword(mail: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('.eml'))) {
          const raw = await readFile(join(dir, name), 'utf8');
          if (!raw.toLowerCase().includes(mail.toLowerCase())) continue;
          const match = /([A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4})/.exec(textOf(raw));
          if (match?.[1]) found = match[1];
        }
        return found;
      },
      { timeout: 20_000, message: `a new-password mail to ${mail} in ${dir}` },
    )
    .toBeTruthy();
  return found ?? '';
}

/** Opens the sign-in modal from the header's cabinet icon. */
export async function openSignIn(page: Page) {
  await page.getByRole('button', { name: 'Увійти до кабінету' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вхід до кабінету' });
  await expect(dialog).toBeVisible();
  return dialog;
}
