import type { OrderStatus, PaymentStatus } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import type { OrderKind } from '@kartyna/domain';
import type { OrderRowWrites } from '../order-pipeline/order-row-writes';

export { findBuyer } from './orders-admin-shared-repository';

/**
 * Staff's own note on an order or photo order (the customer never sees it): in one transaction
 * the row is locked, the note replaced and the change audited with the note it replaced. The
 * row is the kind's own: its module's writes lock and write it.
 */
export async function saveStaffNote(
  db: DbOrTx,
  actor: StaffActor,
  kind: OrderKind,
  id: number,
  staffNote: string | null,
  writes: Pick<OrderRowWrites, 'lock' | 'update'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await writes.lock(tx, id);
    if (!before) throw notFound('order_not_found');
    await writes.update(tx, id, { staffNote });
    await recordAudit(tx, actor, {
      action: `${kind}.note`,
      entity: kind,
      entityId: id,
      before: { staffNote: before.staffNote },
      after: { staffNote },
    });
  });
}

/** The first fields of a list row, the same for orders and photo orders. */
export function orderListRowHead(row: {
  id: number;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  lastName: string;
  firstName: string;
  phone: string;
  email: string;
}) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    // Columns are text; the values were written from the same enums.
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    customerName: `${row.lastName} ${row.firstName}`.trim(),
    phone: row.phone,
    email: row.email,
  };
}
