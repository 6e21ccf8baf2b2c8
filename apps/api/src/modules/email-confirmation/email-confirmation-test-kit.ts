import { afterAll, beforeAll, expect } from 'vitest';
import { createMailSender, type MailSender } from '../../integrations/mail/mail-sender';
import { insertProduct } from '../../test/fixtures';
import { post, signUp } from '../auth/auth-test-kit';
import { deliverDueMail } from '../mail/mail-worker';
import { receivedBy, startTestSmtp, type TestSmtp } from '../mail/smtp-test-kit';
import { contact, orderBody, postOrder } from '../orders/orders-test-kit';
import { clientData } from '../photo-orders/photo-orders-test-kit';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';

/** Test helpers of the e-mail confirmation suites (issue #26; imported by *.test.ts only). */

export const CONFIRM_SUBJECTS = ['Підтвердіть адресу в Kartyna', 'Подтвердите адрес в Kartyna'];

/**
 * A fresh app whose mail goes to a real SMTP server on loopback, with the photo order kit's
 * uploads. The server starts before the app is built (hooks run in the order registered).
 */
export function useConfirmationKit() {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => smtp?.close());
  const viaSmtp: MailSender = {
    send: (message) =>
      createMailSender({
        smtpUrl: `smtp://127.0.0.1:${smtp?.port ?? 0}`,
        from: 'Kartyna <shop@kartyna.test>',
        outboxDir: '/nonexistent',
      }).send(message),
  };
  const k = usePhotoOrderKit({ overrides: { mail: viaSmtp } });

  const app = () => k.t.app;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) =>
    app().inject({ method: 'GET', url: `/api/server${url}`, headers: bearer(token) });

  return {
    k,
    app,
    get,
    /** A shop order placed signed out with this mail; its id. */
    async guestOrder(email: string, headers: Record<string, string> = {}): Promise<number> {
      const product = await insertProduct(k.t.db, { price: 45_000 });
      const res = await postOrder(
        k.t,
        orderBody([{ productId: product.id, amount: 1 }], { contact: { ...contact, email } }),
        headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    /** A photo order placed signed out (the kit's guest uploads) with this mail; its id. */
    async guestPhotoOrder(email: string): Promise<number> {
      const res = await k.place(k.orderBody({ clientData: { ...clientData, email } }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    signUp: (mail: string) => signUp(app(), { mail }),
    orderIds: async (token: string) =>
      ((await get('/orders', token)).json() as { id: number }[]).map((o) => o.id),
    photoOrderIds: async (token: string) =>
      ((await get('/photo-orders', token)).json() as { id: number }[]).map((o) => o.id),
    askForLink: (token: string, payload: object = {}) =>
      post(app(), '/user/email-confirmation', payload, { headers: bearer(token) }),
    confirm: (token: string | null, linkToken: unknown) =>
      post(app(), '/auth/confirm-email', { token: linkToken }, { headers: token ? bearer(token) : {} }),
    /** Sends what is queued and answers the tokens of the confirmation links this mail has had. */
    async linksTo(mail: string): Promise<string[]> {
      return (await this.confirmationMails(mail)).map((m) => m.token);
    },
    /** Sends what is queued and answers the confirmation mails to `mail`: subject, link, token. */
    async confirmationMails(mail: string) {
      await deliverDueMail({ db: k.t.db, mail: app().deps.mail });
      if (!smtp) throw new Error('no smtp');
      return receivedBy(smtp, mail)
        .filter((m) => CONFIRM_SUBJECTS.includes(m.mail.subject ?? ''))
        .map((m) => {
          const text = m.mail.text ?? '';
          const found = /(\S+\/account\/confirm-email\?token=([A-Za-z0-9_-]+))/.exec(text);
          if (!found?.[1] || !found[2]) throw new Error(`no link in ${text}`);
          const html = typeof m.mail.html === 'string' ? m.mail.html : '';
          return { subject: m.mail.subject, link: found[1], token: found[2], text, html };
        });
    },
  };
}
