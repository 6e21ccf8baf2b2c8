import type { SavedDepartment, UserEdit } from '@kartyna/domain';
import type { Db } from '../../db/client';
import type { DeliveryDirectory, DeliveryPointKind } from '../../integrations/delivery/delivery-directory';
import { badRequest, forbidden, unauthorized } from '../../http/app-error';
import {
  findUserByMail,
  updateUser,
  updateUserProfile,
  type NewUserRow,
  type UserRow,
} from './users-repository';

// The account reads and writes other modules (sign-in, staff, the auth guard, the mail's proof,
// the bonus balance of loyalty and of the checkout) use: only this module writes the users table.
// Each takes the caller's transaction, so a write stays atomic with the caller's own.
export {
  addToBonusBalance,
  bumpTokenVersion,
  findUserById,
  findUserByMail,
  insertUser,
  lockBonusBalance,
  markMailConfirmed,
  promotePendingPassword,
  setPendingPassword,
  setUserPassword,
  spendBonus,
  updateUser,
} from './users-repository';
export type { NewUserRow, UserRow } from './users-repository';

/** The row after a write; a user deleted meanwhile has no session left to answer. */
function stillThere(row: UserRow | null): UserRow {
  if (!row) throw unauthorized();
  return row;
}

/** POST /user/edit: the cabinet's personal data form. An absent fatherName clears it. */
export async function editProfile(db: Db, user: UserRow, edit: UserEdit): Promise<UserRow> {
  const patch: Partial<NewUserRow> = {
    firstName: edit.firstName,
    lastName: edit.lastName,
    fatherName: edit.fatherName ?? null,
    phone: edit.phone,
  };
  if (edit.locale) patch.locale = edit.locale;
  // mailSchema lowercases, and the unique index is on lower(mail): compare the same way.
  if (edit.mail && edit.mail !== user.mail.toLowerCase()) {
    const other = await findUserByMail(db, edit.mail);
    if (other && other.id !== user.id) throw forbidden('user_already_exists');
    patch.mail = edit.mail;
    // A new address is unproven: later guest orders with it must not join until it is confirmed.
    patch.emailConfirmedAt = null;
  }
  const updated = await updateUserProfile(db, user.id, patch);
  if (updated === 'mail_taken') throw forbidden('user_already_exists');
  return stillThere(updated);
}

const choiceOf = {
  branch: { field: 'branchRef', message: 'choose_branch', column: 'deliveryDepartment' },
  postomat: { field: 'postomatRef', message: 'choose_postomat', column: 'deliveryPostomat' },
} as const;

/**
 * PUT /user/delivery/department|postomat: the saved point is resolved through the directory,
 * never taken from the client, so names and addresses are the carrier's own.
 */
export async function saveDeliveryPoint(
  db: Db,
  directory: DeliveryDirectory,
  user: UserRow,
  kind: DeliveryPointKind,
  cityRef: string,
  pointRef: string,
): Promise<UserRow> {
  const choice = choiceOf[kind];
  const city = await directory.getCity(cityRef);
  if (!city) throw badRequest('invalid_data', [{ path: 'cityRef', message: 'enter_delivery_data' }]);
  const point = await directory.getPoint(pointRef);
  if (!point || point.kind !== kind || point.cityRef !== city.ref) {
    throw badRequest('invalid_data', [{ path: choice.field, message: choice.message }]);
  }
  const ru = user.locale === 'ru';
  const saved: SavedDepartment = {
    cityRef: city.ref,
    cityName: ru ? city.nameRu : city.nameUa,
    ref: point.ref,
    name: ru ? point.nameRu : point.nameUa,
    address: ru ? point.addressRu : point.addressUa,
  };
  return stillThere(await updateUser(db, user.id, { [choice.column]: saved }));
}

/** DELETE /user/delivery/department|postomat */
export async function clearDeliveryPoint(db: Db, user: UserRow, kind: DeliveryPointKind): Promise<UserRow> {
  return stillThere(await updateUser(db, user.id, { [choiceOf[kind].column]: null }));
}
