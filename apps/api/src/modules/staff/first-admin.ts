import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import { generatePassword, hashPassword } from '../auth/passwords';
import { findUserByMail, insertUser, updateUser } from '../users/users-service';
import { countAdmins } from './staff-repository';

export const GENERATED_ADMIN_MAIL = 'admin@kartyna.local';
/** Where the generated admin's password is written, in DATA_DIR (the operator's alone: mode 0600). */
export const GENERATED_ADMIN_FILE = 'first-admin.txt';

/**
 * Makes sure the back office has someone to open it. ADMIN_EMAIL/ADMIN_PASSWORD name that
 * account (created, or an existing account made admin; an existing admin's password is left as
 * they set it). Without them, the first start with no admin creates one and writes its password
 * to a file only the shop's user can read; the log names the file, never the password.
 */
export async function ensureFirstAdmin(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const wanted = deps.config.admin;
  if (wanted) {
    const existing = await findUserByMail(deps.db, wanted.email);
    if (existing?.role === 'admin') return;
    if (existing) {
      await updateUser(deps.db, existing.id, {
        role: 'admin',
        passwordHash: await hashPassword(wanted.password),
        tokenVersion: existing.tokenVersion + 1,
      });
      log.info({ mail: wanted.email }, 'ADMIN_EMAIL made an admin');
      return;
    }
    await insertUser(deps.db, {
      mail: wanted.email,
      passwordHash: await hashPassword(wanted.password),
      firstName: 'Адміністратор',
      lastName: 'Картина',
      phone: '',
      role: 'admin',
    });
    log.info({ mail: wanted.email }, 'first admin created from ADMIN_EMAIL');
    return;
  }
  if ((await countAdmins(deps.db)) > 0) return;
  const password = generatePassword();
  // Written before the account exists: a start that cannot write it creates no admin whose password
  // nobody knows. A file left by an earlier start goes first: `mode` holds only for a new file.
  const file = join(deps.config.dataDir, GENERATED_ADMIN_FILE);
  await mkdir(deps.config.dataDir, { recursive: true });
  await rm(file, { force: true });
  await writeFile(
    file,
    `${GENERATED_ADMIN_MAIL}\n${password}\n\nChange it in the back office (Staff) and delete this file.\n`,
    { mode: 0o600, flag: 'wx' },
  );
  const created = await insertUser(deps.db, {
    mail: GENERATED_ADMIN_MAIL,
    passwordHash: await hashPassword(password),
    firstName: 'Адміністратор',
    lastName: 'Картина',
    phone: '',
    role: 'admin',
  });
  if (!created) {
    await rm(file, { force: true });
    return;
  }
  // Logs are shipped and kept where secrets must not be: only the file's path goes there.
  log.warn(
    { mail: GENERATED_ADMIN_MAIL, passwordFile: file },
    'first admin created: its password is in passwordFile (change it in the back office, then delete the file)',
  );
}
