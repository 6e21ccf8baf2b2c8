import {
  codFee,
  kopiykyToUah,
  maxBonusSpend,
  orderResultType,
  paymentAllowed,
  uahToKopiyky,
  type OrderInput,
  type OrderPlaced,
} from '@kartyna/domain';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest } from '../../http/app-error';
import type { DeliveryDirectory } from '../../integrations/delivery/delivery-directory';
import { lockBonusBalance, spendBonus, type UserRow } from '../users/users-service';
import { reserveStock } from '../catalog-admin/product-stock-service';
import { recordBonusSpent } from '../loyalty/bonus-ledger';
import { ownerOfGuestOrder } from '../email-confirmation/email-confirmation-service';
import { cashbackPercentOf } from '../loyalty/loyalty-service';
import { queueAcceptedMail } from '../mail/order-mails';
import { resolveDelivery } from '../order-pipeline/order-delivery';
import { recordOrderPlaced } from '../order-pipeline/order-status-machine';
import {
  discountLinesOf,
  promotionCustomer,
  recordPromotionUses,
  takeOrderPromotions,
} from '../promotions/promotion-pricing';
import { promoRefused } from '../promotions/promotions-service';
import { newOrderToken } from '../order-pipeline/order-token';
import {
  findOrderableProducts,
  insertOrder,
  insertOrderLines,
  type OrderableProduct,
} from './orders-repository';

const PREORDER_LABEL = 'preorder';
/** The largest value of a PostgreSQL integer column (kopiyky). */
const MAX_TOTAL = 2_147_483_647;

interface PricedLine {
  index: number;
  product: OrderableProduct;
  amount: number;
  /** kopiyky per unit, from the database */
  price: number;
  isPreorder: boolean;
}

/**
 * Places an order: validate delivery → price every line from the database → reserve stock →
 * spend bonus → write order, lines and the first status, all in one transaction, so a failure
 * at any step leaves stock, balance and orders as they were. Given `outerTx` (the idempotency
 * helper's, which also stores the answer), it writes there; the caller commits or rolls back.
 */
export async function placeOrder(
  deps: { db: Db; delivery: DeliveryDirectory },
  input: OrderInput,
  user: UserRow | null,
  outerTx?: Tx,
): Promise<OrderPlaced> {
  const deliveryType = input.delivery.deliveryType;
  if (!paymentAllowed(input.paymentType, deliveryType)) {
    throw badRequest('payment_not_available', [{ path: 'paymentType', message: 'payment_not_available' }]);
  }
  // The directory is not the database: ask it before the transaction holds any lock.
  const delivery = await resolveDelivery(deps.delivery, input.delivery);

  const write = async (tx: Tx): Promise<OrderPlaced> => {
    const found = new Map(
      (
        await findOrderableProducts(
          tx,
          input.lines.map((l) => l.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const lines: PricedLine[] = [];
    const unknown: { path: string; message: string }[] = [];
    input.lines.forEach((line, index) => {
      const product = found.get(line.productId);
      if (!product) {
        unknown.push({ path: `lines.${index}`, message: 'product_not_found' });
        return;
      }
      lines.push({
        index,
        product,
        amount: line.amount,
        // Whatever price the client saw or sent, the order is charged at today's price.
        price: product.discountPrice ?? product.price,
        isPreorder: product.labels.includes(PREORDER_LABEL),
      });
    });
    if (unknown.length > 0) throw new AppError(404, 'product_not_found', unknown);
    const goodsTotal = lines.reduce((sum, l) => sum + l.price * l.amount, 0);
    // Totals are integer columns: more kopiyky than one holds is no order a shop takes.
    if (goodsTotal > MAX_TOTAL)
      throw badRequest('invalid_data', [{ path: 'lines', message: 'invalid_data' }]);

    // Rows are locked in product id order, so two orders for the same products cannot deadlock.
    const outOfStock: number[] = [];
    for (const line of [...lines].sort((a, b) => a.product.id - b.product.id)) {
      if (line.isPreorder) continue; // ordered before the goods arrive: no stock to take
      if (!(await reserveStock(tx, line.product.id, line.amount))) outOfStock.push(line.index);
    }
    if (outOfStock.length > 0) {
      // Thrown inside the transaction: the lines already reserved are given back by the rollback.
      throw new AppError(
        409,
        'out_of_stock',
        outOfStock.sort((a, b) => a - b).map((i) => ({ path: `lines.${i}`, message: 'out_of_stock' })),
      );
    }

    // Signed out with the proven mail of an account: the order is that account's at once (#26),
    // without the signed-in buyer's bonus or cashback.
    const userId = user?.id ?? (await ownerOfGuestOrder(tx, input.contact.email));
    // The promotions after the stock: a refused code or a used-up limit rolls both back.
    const customer = promotionCustomer(input.contact.email, userId);
    const promotions = await takeOrderPromotions(
      tx,
      await discountLinesOf(
        tx,
        lines.map((l) => ({
          productId: l.product.id,
          categoryId: l.product.categoryId,
          unitPrice: l.price,
          amount: l.amount,
        })),
      ),
      input.promoCode ?? null,
      customer,
      promoRefused,
    );
    const discount = promotions.cart.discount;
    const discountedGoods = goodsTotal - discount;

    let bonusSpent = 0;
    let cashbackPercent = 0;
    if (user) {
      const requested = uahToKopiyky(input.bonusToSpend ?? 0);
      if (requested > 0) {
        bonusSpent = Math.min(requested, maxBonusSpend(discountedGoods, await lockBonusBalance(tx, user.id)));
        if (bonusSpent > 0) await spendBonus(tx, user.id, bonusSpent);
      }
      cashbackPercent = await cashbackPercentOf(tx, user.id);
    }
    const fee = input.paymentType === 'cod' ? codFee(discountedGoods) : 0;
    const resultType = orderResultType(
      deliveryType,
      lines.some((l) => l.isPreorder),
    );

    const access = newOrderToken();
    const order = await insertOrder(tx, {
      userId,
      accessTokenHash: access.hash,
      status: 'requested',
      paymentStatus: 'awaiting',
      deliveryType,
      paymentType: input.paymentType,
      resultType,
      lastName: input.contact.lastName,
      firstName: input.contact.firstName,
      fatherName: input.contact.fatherName ?? null,
      email: input.contact.email,
      phone: input.contact.phone,
      comment: input.contact.comment ?? null,
      delivery,
      goodsTotal,
      discount,
      promoCode: promotions.promoCode,
      bonusSpent,
      codFee: fee,
      total: discountedGoods - bonusSpent,
      cashbackPercent,
      locale: input.language,
    });
    await insertOrderLines(
      tx,
      lines.map((l, i) => ({
        orderId: order.id,
        productId: l.product.id,
        article: l.product.article,
        nameUa: l.product.nameUa,
        nameRu: l.product.nameRu,
        image: l.product.images[0] ?? null,
        price: l.price,
        amount: l.amount,
        discount: promotions.cart.lineDiscounts[i] ?? 0,
        isPreorder: l.isPreorder,
      })),
    );
    await recordOrderPlaced(tx, { kind: 'order', id: order.id }, { kind: 'customer', userId: null });
    // Queued in the same transaction: the confirmation exists exactly when the order does.
    // The token exists only here: the pay link of an unpaid online order goes out with it.
    await queueAcceptedMail(tx, { kind: 'order', id: order.id }, access.token);
    if (user && bonusSpent > 0)
      await recordBonusSpent(tx, { userId: user.id, orderId: order.id, amount: bonusSpent });
    // Last: a limited code's row stays locked from here to the commit, and no longer.
    await recordPromotionUses(tx, { orderId: order.id }, promotions, customer, discountedGoods, promoRefused);

    return {
      id: order.id,
      deliveryType: order.deliveryType,
      paymentType: order.paymentType,
      resultType,
      total: kopiykyToUah(order.total),
      discount: kopiykyToUah(order.discount),
      codFee: kopiykyToUah(order.codFee),
      status: 'requested',
      paymentStatus: 'awaiting',
      orderToken: access.token,
    };
  };
  return outerTx ? write(outerTx) : deps.db.transaction(write);
}
