import type { StaffCreate, StaffUpdate } from '@kartyna/domain';
import type { AppDeps } from '../../types';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { hashPassword } from '../auth/passwords';
import { findUserById, findUserByMail, insertUser, updateUser } from '../users/users-service';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { countAdmins, staffMemberOf } from './staff-repository';

const isStaff = (role: string) => role === 'manager' || role === 'admin';

/**
 * A new staff account, or an existing customer made staff: the customer keeps their password
 * (a new one is needed only for a new account), so nobody's sign-in changes behind their back.
 */
export async function createStaffMember(deps: AppDeps, actor: StaffActor, input: StaffCreate) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return deps.db.transaction(async (tx) => {
    const existing = await findUserByMail(tx, input.mail);
    if (existing) {
      if (isStaff(existing.role)) throw new AppError(403, 'user_already_exists');
      const updated = await updateUser(tx, existing.id, {
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (!updated) throw notFound();
      await recordAudit(tx, actor, {
        action: 'staff.promote',
        entity: 'staff',
        entityId: updated.id,
        before: staffMemberOf(existing),
        after: staffMemberOf(updated),
      });
      return staffMemberOf(updated);
    }
    if (!passwordHash) throw badRequest('invalid_data', [{ path: 'password', message: 'empty_password' }]);
    const created = await insertUser(tx, {
      mail: input.mail,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: '',
      role: input.role,
    });
    if (!created) throw new AppError(403, 'user_already_exists');
    await recordAudit(tx, actor, {
      action: 'staff.create',
      entity: 'staff',
      entityId: created.id,
      after: staffMemberOf(created),
    });
    return staffMemberOf(created);
  });
}

/** Renames, changes the role (customer takes the back office away) or sets a new password. */
export async function updateStaffMember(deps: AppDeps, actor: StaffActor, id: number, input: StaffUpdate) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return deps.db.transaction(async (tx) => {
    const before = await findUserById(tx, id);
    if (!before || !isStaff(before.role)) throw notFound('not_staff');
    // The shop must always keep someone who can manage staff.
    if (before.role === 'admin' && input.role !== 'admin' && (await countAdmins(tx)) <= 1)
      throw new AppError(409, 'last_admin');
    const after = await updateUser(tx, id, {
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      ...(passwordHash ? { passwordHash, tokenVersion: before.tokenVersion + 1 } : {}),
    });
    if (!after) throw notFound('not_staff');
    await recordAudit(tx, actor, {
      action: input.role === 'customer' ? 'staff.revoke' : 'staff.update',
      entity: 'staff',
      entityId: id,
      before: staffMemberOf(before),
      after: { ...staffMemberOf(after), ...(passwordHash ? { passwordChanged: true } : {}) },
    });
    return staffMemberOf(after);
  });
}

export async function findStaffMember(deps: AppDeps, id: number) {
  const row = await findUserById(deps.db, id);
  if (!row || !isStaff(row.role)) throw notFound('not_staff');
  return staffMemberOf(row);
}
