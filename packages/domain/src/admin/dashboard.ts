import { z } from 'zod';

/** Statuses of orders that wait for staff to move them on. */
export const dashboardWaitingStatuses = ['requested', 'processed', 'lading-bill-created', 'sent'] as const;

/** A product at or below this stock (and above 0) is running low. */
export const lowStockThreshold = 3;

const periodSchema = z.object({
  from: z.string().describe('the instant the period began: Kyiv midnight of the day, or of Monday'),
  orders: z.number().int().describe('goods orders placed in the period, canceled ones included'),
  revenue: z.number().describe('UAH: totals of the goods orders placed in the period that are not canceled'),
  photoOrders: z.number().int().describe('photo orders placed in the period, canceled ones included'),
  photoRevenue: z
    .number()
    .describe('UAH: totals of the photo orders placed in the period that are not canceled'),
});

/** GET /api/admin/dashboard: the figures of the back office's first screen. */
export const dashboardSchema = z
  .object({
    generatedAt: z.string(),
    today: periodSchema,
    week: periodSchema,
    waiting: z.object({
      requested: z.number().int(),
      processed: z.number().int(),
      'lading-bill-created': z.number().int(),
      sent: z.number().int(),
    }),
    photoOrders: z.object({
      requested: z.number().int().describe('photo orders nobody has taken into work yet'),
      inProduction: z.number().int().describe('photo orders in status processed: the picture is being made'),
    }),
    lowStock: z.object({
      count: z.number().int().describe(`visible products with 0 < stock ≤ ${lowStockThreshold}`),
      soldOut: z.number().int().describe('visible products with no stock'),
      items: z.array(
        z.object({ id: z.number().int(), article: z.string(), nameUa: z.string(), stock: z.number().int() }),
      ),
    }),
    contactMessages: z.object({ unhandled: z.number().int() }),
    testimonials: z.object({ pending: z.number().int() }),
  })
  .describe(
    'Days are Kyiv calendar days; the week runs from Monday. Revenue is the total of orders not canceled ' +
      '(paid or not), in UAH.',
  );
export type Dashboard = z.infer<typeof dashboardSchema>;
