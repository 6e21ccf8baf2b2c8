import { keyChoices } from '../../lib/choices';

/** Role choices; react-admin translates the names. */
export const staffRoleChoices = keyChoices('shop.staff.roles', ['manager', 'admin']);

/** In the edit form a role of customer takes the back office away. */
export const editRoleChoices = keyChoices('shop.staff.roles', ['manager', 'admin', 'customer']);

/** Sends the password only when one was typed: an empty field means "keep the current one". */
export function withoutEmptyPassword<T extends { password?: string | null }>(data: T) {
  const { password, ...rest } = data;
  return password ? { ...rest, password } : rest;
}
