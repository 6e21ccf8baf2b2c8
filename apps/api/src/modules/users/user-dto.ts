import type { User } from '@kartyna/domain';
import type { UserRow } from './users-repository';

/** The one way a user leaves the API: never the password hash, token version or bonus internals. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    mail: row.mail,
    firstName: row.firstName,
    lastName: row.lastName,
    fatherName: row.fatherName ?? null,
    phone: row.phone,
    role: row.role,
    locale: row.locale,
    deliveryDepartment: row.deliveryDepartment ?? null,
    deliveryPostomat: row.deliveryPostomat ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
