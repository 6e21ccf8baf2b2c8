import type { AdminClientWork, ClientWorkInput, clientWorkListQuerySchema } from '@kartyna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import {
  deleteClientWorkRow,
  findClientWorkRow,
  insertClientWorkRow,
  listClientWorkRows,
  lockClientWorkOrder,
  nextClientWorkPosition,
  setClientWorkPositions,
  updateClientWorkRow,
  type ClientWorkRow,
} from './client-works-admin-repository';

const view = (r: ClientWorkRow): AdminClientWork => ({
  id: r.id,
  imageUrl: r.imageUrl,
  titleUa: r.titleUa,
  titleRu: r.titleRu,
  authorName: r.authorName,
  position: r.position,
  createdAt: r.createdAt.toISOString(),
});

export async function listClientWorksForStaff(db: Db, query: z.infer<typeof clientWorkListQuerySchema>) {
  const { rows, total } = await listClientWorkRows(db, query);
  return { items: rows.map(view), total };
}

export async function clientWorkForStaff(db: Db, id: number): Promise<AdminClientWork> {
  const row = await findClientWorkRow(db, id);
  if (!row) throw notFound();
  return view(row);
}

export async function createClientWork(db: Db, actor: StaffActor, input: ClientWorkInput) {
  return db.transaction(async (tx) => {
    const row = await insertClientWorkRow(tx, {
      imageUrl: input.imageUrl,
      titleUa: input.titleUa,
      titleRu: input.titleRu,
      authorName: input.authorName ?? null,
      position: input.position ?? (await nextClientWorkPosition(tx)),
    });
    await recordAudit(tx, actor, {
      action: 'client-work.create',
      entity: 'client-work',
      entityId: row.id,
      after: view(row),
    });
    return view(row);
  });
}

export async function updateClientWork(db: Db, actor: StaffActor, id: number, input: ClientWorkInput) {
  return db.transaction(async (tx) => {
    const before = await findClientWorkRow(tx, id, true);
    if (!before) throw notFound();
    const after = await updateClientWorkRow(tx, id, {
      imageUrl: input.imageUrl,
      titleUa: input.titleUa,
      titleRu: input.titleRu,
      ...(input.authorName !== undefined ? { authorName: input.authorName } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
    });
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'client-work.update',
      entity: 'client-work',
      entityId: id,
      before: view(before),
      after: view(after),
    });
    return view(after);
  });
}

export async function deleteClientWork(db: Db, actor: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await findClientWorkRow(tx, id, true);
    if (!before) throw notFound();
    await deleteClientWorkRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'client-work.delete',
      entity: 'client-work',
      entityId: id,
      before: view(before),
    });
    return view(before);
  });
}

/**
 * The gallery in a new order. `ids` may be the whole gallery or its head (the works staff
 * moved): the ones left out keep their relative order after the given ones.
 */
export async function reorderClientWorks(db: Db, actor: StaffActor, ids: number[]) {
  return db.transaction(async (tx) => {
    const current = await lockClientWorkOrder(tx);
    const known = new Set(current.map((w) => w.id));
    const errors = ids.flatMap((id, i) =>
      known.has(id) && ids.indexOf(id) === i ? [] : [{ path: `ids.${i}`, message: 'invalid_data' }],
    );
    if (errors.length) throw badRequest('invalid_data', errors);
    const given = new Set(ids);
    const order = [...ids, ...current.filter((w) => !given.has(w.id)).map((w) => w.id)];
    await setClientWorkPositions(tx, order);
    await recordAudit(tx, actor, {
      action: 'client-work.reorder',
      entity: 'client-work',
      before: current.map((w) => w.id),
      after: order,
    });
    return { ids: order };
  });
}
