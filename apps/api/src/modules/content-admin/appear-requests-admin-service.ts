import type { AdminAppearRequest, appearRequestListQuerySchema } from '@kartyna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { dropAppearRequest } from '../appear-requests/appear-requests-service';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  findAppearRequestRow,
  listAppearRequestRows,
  type AppearRequestRow,
} from './appear-requests-admin-repository';

const view = (r: AppearRequestRow): AdminAppearRequest => ({
  id: r.id,
  productId: r.productId,
  productName: r.productName,
  productArticle: r.productArticle,
  mail: r.mail,
  locale: r.locale,
  createdAt: r.createdAt.toISOString(),
  notifiedAt: r.notifiedAt?.toISOString() ?? null,
});

export async function listAppearRequestsForStaff(
  db: Db,
  query: z.infer<typeof appearRequestListQuerySchema>,
) {
  const { rows, total } = await listAppearRequestRows(db, query);
  return { items: rows.map(view), total };
}

export async function appearRequestForStaff(db: Db, id: number): Promise<AdminAppearRequest> {
  const row = await findAppearRequestRow(db, id);
  if (!row) throw notFound();
  return view(row);
}

/** Drops a request (the shopper asked to be forgotten, or it is spam): no notice will go. */
export async function deleteAppearRequest(db: Db, actor: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await findAppearRequestRow(tx, id);
    if (!before || !(await dropAppearRequest(tx, id))) throw notFound();
    await recordAudit(tx, actor, {
      action: 'appear-request.delete',
      entity: 'appear-request',
      entityId: id,
      before: view(before),
    });
    return view(before);
  });
}
