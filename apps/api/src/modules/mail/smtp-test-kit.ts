import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on 127.0.0.1 for the mail tests (imported by *.test.ts only). */
export interface TestSmtp {
  port: number;
  /** every accepted message: the envelope recipients, the raw bytes and the parsed mail */
  received: { to: string[]; raw: string; mail: ParsedMail }[];
  /** answer RCPT TO with this temporary failure (e.g. 451) while set */
  rejectWith: number | null;
  /** how many recipients were refused */
  rejected: number;
  /**
   * A message counts as received once its data is in; the server's answer comes this long after,
   * so a sender killed meanwhile never learns its mail was taken (and will send it again).
   */
  acceptDelayMs: number;
  /** messages received and not yet answered */
  holding: number;
  close(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const box: TestSmtp = {
    port: 0,
    received: [],
    rejectWith: null,
    rejected: 0,
    acceptDelayMs: 0,
    holding: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to give.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(_address, _session, callback) {
      if (box.rejectWith === null) return callback();
      box.rejected += 1;
      const error = Object.assign(new Error('Mailbox busy, try again later'), {
        responseCode: box.rejectWith,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            box.received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              mail,
            });
            box.holding += 1;
            setTimeout(() => {
              box.holding -= 1;
              callback(null, 'Queued');
            }, box.acceptDelayMs);
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  box.port = (server.server.address() as AddressInfo).port;
  box.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return box;
}

/** A port nothing listens on (yet): SMTP "down". */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The messages that reached the server for one recipient. */
export const receivedBy = (smtp: TestSmtp, recipient: string) =>
  smtp.received.filter((m) => m.to.includes(recipient));

/** The top-level Content-Type of a parsed message, e.g. multipart/alternative. */
export const contentTypeOf = (mail: ParsedMail): string => {
  const header = mail.headers.get('content-type');
  return typeof header === 'object' && header !== null && 'value' in header
    ? String(header.value)
    : String(header);
};
