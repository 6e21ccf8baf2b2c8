import type { MailMessage, MailSender } from '../../integrations/mail/mail-sender';
import type { App } from '../../types';

/** Test helpers of the auth, users and loyalty suites (imported by *.test.ts only). */

/** A mail sender that keeps what it is given; `fail` makes the next sends throw. */
export function recordingMail(): MailSender & { sent: MailMessage[]; fail: boolean } {
  const box = {
    sent: [] as MailMessage[],
    fail: false,
    async send(message: MailMessage) {
      if (box.fail) throw new Error('smtp is down');
      box.sent.push(message);
      return { messageId: `m${box.sent.length}` };
    },
  };
  return box;
}

let ipCounter = 0;
/** A fresh client address, so the per-IP limits of one suite do not trip another test. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let mailCounter = 0;
export const uniqueMail = (tag = 'buyer') => `${tag}-${Date.now().toString(36)}-${++mailCounter}@example.com`;

export const validSignUp = (overrides: Record<string, unknown> = {}) => ({
  mail: uniqueMail(),
  password: 'secret-pass-1',
  firstName: 'Олена',
  lastName: 'Коваль',
  phone: '+380671234567',
  ...overrides,
});

export function post(
  app: App,
  url: string,
  payload: unknown,
  extra: { headers?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/server${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: extra.ip ?? nextIp(),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
}

export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = validSignUp(overrides);
  const res = await post(app, '/auth/register', body);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const answer = res.json() as { accessToken: string; csrfToken: string; user: { id: number; mail: string } };
  return {
    ...answer,
    password: body.password,
    mail: body.mail,
    bearer: { authorization: `Bearer ${answer.accessToken}` },
  };
}

/** A sign-in from a browser: `device` is the known-device cookie it carries, if any. */
export function signInAs(
  app: App,
  mail: string,
  password: string,
  browser: { device?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/server/auth/login',
    payload: { mail, password },
    remoteAddress: browser.ip ?? nextIp(),
    ...(browser.device ? { cookies: { known_device: browser.device } } : {}),
  });
}

/** The known-device cookie an answer set. */
export function deviceCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const value = res.cookies.find((c) => c.name === 'known_device')?.value;
  if (!value) throw new Error('no known_device cookie');
  return value;
}
