import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The same key on every attempt gives the same Message-ID (`<key@the MAIL_FROM domain>`): a
   * mail sent again after a crash is then a copy the receiving side can drop, not a second mail.
   */
  messageKey?: string;
}

/** The one way mail leaves the shop: SMTP in production, `.eml` files in the outbox otherwise. */
export interface MailSender {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/**
 * nodemailer waits up to 2 min to connect and 10 min on a silent socket: a hung server would hold
 * the worker's whole batch that long (its lease is renewed meanwhile). The URL's own query
 * (?socketTimeout=...) still wins.
 */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The domain of the From address (`Kartyna <shop@kartyna.ua>` → `kartyna.ua`). */
export function mailDomainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'kartyna.local';
}

/** nodemailer's options for one message: without a key it makes a Message-ID of its own. */
function mailOptions(from: string, { messageKey, ...message }: MailMessage) {
  return { from, ...message, ...(messageKey ? { messageId: `<${messageKey}@${mailDomainOf(from)}>` } : {}) };
}

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(smtpTimeouts)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function createMailSender(options: { smtpUrl?: string; from: string; outboxDir: string }): MailSender {
  if (options.smtpUrl) {
    // Given text and html, nodemailer builds a multipart/alternative message.
    const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
    return {
      async send(message) {
        const info = await transport.sendMail(mailOptions(options.from, message));
        return { messageId: info.messageId };
      },
    };
  }
  // A real RFC 822 message, byte for byte what SMTP would carry, kept for a person to open.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in the order the mails were sent, two in one millisecond too.
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      const at = new Date().toISOString().replace(/[:.]/g, '-');
      written += 1;
      const name = `${at}-${String(written).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}
