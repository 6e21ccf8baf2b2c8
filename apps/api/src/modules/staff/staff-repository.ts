import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { pageOf } from '../../db/page';
import { users } from '../../db/schema';

type StaffListQuery = z.infer<typeof staffListQuerySchema>;
type UserRow = typeof users.$inferSelect;

const staffRoleList = ['manager', 'admin'] as const;

export const staffMemberOf = (row: UserRow) => ({
  id: row.id,
  mail: row.mail,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: DbOrTx, query: StaffListQuery) {
  const conditions: SQL[] = [inArray(users.role, [...staffRoleList])];
  if (query.q) {
    const like = containing(query.q);
    const match = or(ilike(users.mail, like), ilike(users.firstName, like), ilike(users.lastName, like));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const column = { id: users.id, mail: users.mail, role: users.role, createdAt: users.createdAt }[query.sort];
  const { rows, total } = await pageOf(
    query,
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(column) : desc(column), asc(users.id))
      .$dynamic(),
    db.select({ value: count() }).from(users).where(where),
  );
  return { items: rows.map(staffMemberOf), total };
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.value ?? 0;
}
