import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like';
import { parsePhotoOrderNumber } from '@kartyna/domain';

/* The list search, filters and sort that orders and photo orders share (only repositories call these). */

/** Phone digits shorter than this are too common to mean a phone (an id, a year). */
const MIN_PHONE_DIGITS = 5;
const MAX_ID = 2_147_483_647;

type Text = AnyColumn | SQL;

/** Where a list's columns are; a photo order's contact is inside its clientData document. */
export interface OrderListColumns {
  id: AnyColumn;
  createdAt: AnyColumn;
  status: AnyColumn;
  paymentStatus: AnyColumn;
  userId: AnyColumn;
  total: AnyColumn;
  phone: Text;
  email: Text;
  lastName: Text;
}

/** The filters both lists take (`adminOrderListQuery` and `adminPhotoOrderListQuery`). */
export interface OrderListFilters {
  q?: string;
  status?: string[];
  paymentStatus?: string[];
  from?: Date;
  to?: Date;
  userId?: number;
  sort: 'id' | 'createdAt' | 'total' | 'status';
  order: 'ASC' | 'DESC';
}

/**
 * The staff's one search box over orders and photo orders: an id (`123`, `#123`, `№123`, `Ф-123`), a
 * phone in any spelling (`067 123 45 67`, `+38(067)…` — only digits are compared, so the stored
 * `+380…` form matches), part of a mail or of a last name. Answers undefined for an empty query.
 */
export function orderSearchCondition(
  q: string | undefined,
  columns: Pick<OrderListColumns, 'id' | 'phone' | 'email' | 'lastName'>,
): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = containing(text);
  const matches: (SQL | undefined)[] = [ilike(columns.email, like), ilike(columns.lastName, like)];
  // "Ф-12" is how a photo order's number is printed (orderNumberLabel); staff paste it as seen.
  const idText = String(parsePhotoOrderNumber(text) ?? text.replace(/^[#№]\s*/, ''));
  if (/^\d{1,10}$/.test(idText) && Number(idText) <= MAX_ID) matches.push(eq(columns.id, Number(idText)));
  const digits = text.replace(/\D/g, '');
  if (digits.length >= MIN_PHONE_DIGITS) {
    matches.push(sql`regexp_replace(${columns.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...matches);
}

/** The shared filters and search, plus a list's own conditions (`extra`), all of them AND-ed. */
export function orderListWhere(
  query: OrderListFilters,
  columns: OrderListColumns,
  extra: (SQL | undefined)[] = [],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status?.length ? inArray(columns.status, query.status) : undefined,
    query.paymentStatus?.length ? inArray(columns.paymentStatus, query.paymentStatus) : undefined,
    ...extra,
    query.from ? gte(columns.createdAt, query.from) : undefined,
    query.to ? lt(columns.createdAt, query.to) : undefined,
    query.userId ? eq(columns.userId, query.userId) : undefined,
    orderSearchCondition(query.q, columns),
  ];
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** The chosen sort, then the id the same way, so pages never overlap. */
export function orderListOrderBy(query: OrderListFilters, columns: OrderListColumns): SQL[] {
  const direction = query.order === 'ASC' ? asc : desc;
  return [direction(columns[query.sort]), direction(columns.id)];
}
