// The promotion bench:sale's '+code' orders carry (issue #43): written straight into the bench's
// own database, as staff would make it in the back office. It has every check a real blogger's
// code has (a usage limit and one use per buyer), so each order takes the row lock and counts the
// buyer's uses, as a sale's checkout does.
import { connectClient } from './pg-client.mjs';

export const salePromoCode = 'SALE10';

/** Creates (or resets) the SALE10 promotion, 10 % off, in the database at `url`. */
export async function createSalePromotion(url) {
  const client = await connectClient(url);
  try {
    await client.query(
      `insert into promotions (name_ua, code, code_key, discount_type, value, usage_limit, per_customer_limit)
       values ('Розпродаж −10 %', $1, upper($1), 'percent', 10, 10000000, 1)
       on conflict (code_key) do update set active = true, uses_count = 0`,
      [salePromoCode],
    );
  } finally {
    await client.end();
  }
  return salePromoCode;
}
