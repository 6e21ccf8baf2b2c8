import {
  kopiykyToUah,
  loyaltyStanding,
  uahToKopiyky,
  type AdminCustomer,
  type AdminCustomerListItem,
  type AdminCustomerListQuery,
  type BonusAdjustment,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { AppDeps } from '../../types';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { adjustBonusBalance } from '../loyalty/bonus-ledger';
import { receivedGoodsOf } from '../loyalty/loyalty-service';
import {
  countCustomerOrders,
  findCustomer,
  listBonusLedger,
  listCustomers,
  type CustomerRow,
} from './customers-admin-repository';

/** The list's view of a shopper; the tier follows from what they bought, as on the storefront. */
function listItemOf(user: CustomerRow, ordersCount: number, purchased: number): AdminCustomerListItem {
  const standing = loyaltyStanding(purchased);
  return {
    id: user.id,
    mail: user.mail,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    createdAt: user.createdAt.toISOString(),
    ordersCount,
    cumulativePurchases: kopiykyToUah(standing.cumulativePurchases),
    level: standing.level,
    cashbackPercent: standing.cashbackPercent,
    // Staff see the real balance, even below zero; the shopper's cabinet shows it as 0.
    bonusBalance: kopiykyToUah(user.bonusBalance),
  };
}

export async function customersPage(deps: AppDeps, query: AdminCustomerListQuery) {
  const { rows, total } = await listCustomers(deps.db, query);
  return { items: rows.map((r) => listItemOf(r.user, r.ordersCount, r.purchased)), total };
}

async function customerView(db: DbOrTx, user: CustomerRow): Promise<AdminCustomer> {
  const [purchased, counts, ledger] = await Promise.all([
    receivedGoodsOf(db, user.id),
    countCustomerOrders(db, user.id),
    listBonusLedger(db, user.id),
  ]);
  const standing = loyaltyStanding(purchased);
  return {
    ...listItemOf(user, counts.orders, purchased),
    fatherName: user.fatherName,
    locale: user.locale,
    deliveryDepartment: user.deliveryDepartment ?? null,
    deliveryPostomat: user.deliveryPostomat ?? null,
    nextLevel: standing.nextLevel,
    toNextLevel: kopiykyToUah(standing.toNextLevel),
    photoOrdersCount: counts.photoOrders,
    bonusLedger: ledger.map(({ entry, actorMail }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: kopiykyToUah(entry.amount),
      orderId: entry.orderId,
      photoOrderId: entry.photoOrderId,
      actor: entry.actor,
      actorMail: entry.actor.startsWith('staff:') ? (actorMail ?? null) : null,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

export async function customerDetail(deps: AppDeps, id: number): Promise<AdminCustomer> {
  const user = await findCustomer(deps.db, id);
  if (!user) throw notFound('user_not_found');
  return customerView(deps.db, user);
}

/**
 * A manual change of a shopper's bonus balance: one ledger entry (kind adjustment, the staff
 * member as actor, the reason as note), the balance moved by the same amount and the audit
 * entry, all in one transaction. The account is locked first, so two adjustments at once
 * cannot both pass the balance check. Staff may not take a balance below zero by hand.
 */
export async function adjustBonus(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: BonusAdjustment,
): Promise<AdminCustomer> {
  const delta = uahToKopiyky(input.amount);
  return deps.db.transaction(async (tx) => {
    const before = await findCustomer(tx, id, true);
    if (!before) throw notFound('user_not_found');
    if (delta < 0 && before.bonusBalance + delta < 0) throw new AppError(409, 'bonus_balance_too_low');
    const entry = await adjustBonusBalance(tx, {
      userId: id,
      amount: delta,
      actor: `staff:${actor.id}`,
      note: input.reason,
    });
    const after = await findCustomer(tx, id);
    if (!after) throw notFound('user_not_found');
    await recordAudit(tx, actor, {
      action: 'customer.bonus-adjust',
      entity: 'customer',
      entityId: id,
      before: { bonusBalance: kopiykyToUah(before.bonusBalance) },
      after: {
        bonusBalance: kopiykyToUah(after.bonusBalance),
        amount: kopiykyToUah(delta),
        reason: input.reason,
        bonusTransactionId: entry.id,
      },
    });
    return customerView(tx, after);
  });
}
