import { defaultLocale, type AppearRequestBody } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findVisibleProduct } from '../catalog/catalog-service';
import { deleteAppearRequestRow, insertAppearRequest } from './appear-requests-repository';

/**
 * requirements §7 "notify me when it is back". The answer is the same whether the mail was already
 * on the list or not, so the endpoint does not tell who asked before.
 */
export async function requestAppearNotice(
  db: Db,
  productId: number,
  body: AppearRequestBody,
): Promise<{ message: string }> {
  const product = await findVisibleProduct(db, productId);
  if (!product) throw notFound('product_not_found');
  await insertAppearRequest(db, { productId, mail: body.mail, locale: body.language ?? defaultLocale });
  return { message: 'appear_request_saved' };
}

/**
 * Drops a request, asked by the back office (content-admin keeps its audit and views) and written
 * here, the table's one writer: whether there was one to drop.
 */
export const dropAppearRequest = (db: DbOrTx, id: number): Promise<boolean> => deleteAppearRequestRow(db, id);
