import { orderStatuses, paymentStatuses } from '@kartyna/domain';

/** react-admin choices whose names are message keys (SelectInput/SelectField translate them). */
export const keyChoices = <T extends string | number>(prefix: string, ids: readonly T[]) =>
  ids.map((id) => ({ id, name: `${prefix}.${id}` }));

/* Order and payment status words live once in shop-messages.ts; every screen picks from these. */
export const orderStatusChoices = keyChoices('shop.order_status', orderStatuses);
export const paymentStatusChoices = keyChoices('shop.payment_status', paymentStatuses);
