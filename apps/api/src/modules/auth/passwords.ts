import { randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const hashOptions = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const phcBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/**
 * The PHC string in the reference order `m=…,t=…,p=…` (libargon2, argon2-cffi, PHP), so the
 * hashes stay portable; node-argon2 would write `m,p,t`. Its verify reads either order.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await argon2.hash(password, { ...hashOptions, salt, raw: true });
  const { memoryCost: m, timeCost: t, parallelism: p } = hashOptions;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${phcBase64(salt)}$${phcBase64(hash)}`;
}

export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password);

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verify when there is no account to check, so a login for an
 * unknown mail takes as long as a wrong password (the 404 the spec demands is the only tell).
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** No 0/O, 1/l/I: the buyer retypes this from a mail. */
const readable = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new password of 3 groups of 4 (about 69 bits), e.g. "Kp7w-xQ3m-9dRt". */
export function generatePassword(): string {
  const group = () => Array.from({ length: 4 }, () => readable[randomInt(readable.length)]).join('');
  return [group(), group(), group()].join('-');
}
