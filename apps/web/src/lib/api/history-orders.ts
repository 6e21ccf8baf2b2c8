import { customerOrderSchema } from '@kartyna/domain';
import { z } from 'zod';

/*
 * TODO(contract): GET /orders items gain `payable` (notes/contract-token.md). Until the domain's
 * customerOrderSchema has it, the history reads it here; an API without it gives `false`, so no
 * order shows "pay" that the API would not let be paid.
 */
export const historyOrderSchema = customerOrderSchema.extend({
  payable: z.boolean().optional().default(false),
});
export type HistoryOrder = z.infer<typeof historyOrderSchema>;
