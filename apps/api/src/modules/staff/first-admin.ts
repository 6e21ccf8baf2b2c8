import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import { generatePassword, hashPassword } from '../auth/passwords';
import { findUserByMail, insertUser, updateUser } from '../users/users-service';
import { countAdmins } from './staff-repository';

export const GENERATED_ADMIN_MAIL = 'admin@kartyna.local';

/**
 * Makes sure the back office has someone to open it. ADMIN_EMAIL/ADMIN_PASSWORD name that
 * account (created, or an existing account made admin; an existing admin's password is left as
 * they set it). Without them, the first start with no admin creates one and prints its password.
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
  const created = await insertUser(deps.db, {
    mail: GENERATED_ADMIN_MAIL,
    passwordHash: await hashPassword(password),
    firstName: 'Адміністратор',
    lastName: 'Картина',
    phone: '',
    role: 'admin',
  });
  if (!created) return;
  // Printed once, on purpose to stdout: the operator needs it to sign in the first time.
  console.log(
    `\n[kartyna] back office: sign in at /admin as ${GENERATED_ADMIN_MAIL} with password ${password}\n` +
      '[kartyna] change it in the back office (Staff) or set ADMIN_EMAIL and ADMIN_PASSWORD.\n',
  );
}
