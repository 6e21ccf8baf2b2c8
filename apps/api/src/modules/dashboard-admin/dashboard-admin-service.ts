import { kopiykyToUah, kyivDayStart, type Dashboard } from '@kartyna/domain';
import type { AppDeps } from '../../types';
import {
  inboxFigures,
  periodFigures,
  photoOrdersByStatus,
  stockFigures,
  waitingOrders,
} from './dashboard-admin-repository';

const kyivDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' });

/**
 * Where today and this week began for the shop: Kyiv midnight (summer time included), and
 * the Kyiv midnight of this week's Monday.
 */
export function kyivPeriods(now: Date): { today: Date; week: Date } {
  const day = kyivDate.format(now); // YYYY-MM-DD on the Kyiv calendar
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  const sinceMonday = (weekday + 6) % 7;
  return { today: kyivDayStart(day), week: kyivDayStart(day, -sinceMonday) };
}

async function period(deps: AppDeps, from: Date) {
  const { goods, photo } = await periodFigures(deps.db, from);
  return {
    from: from.toISOString(),
    orders: goods.count,
    revenue: kopiykyToUah(goods.revenue),
    photoOrders: photo.count,
    photoRevenue: kopiykyToUah(photo.revenue),
  };
}

/** The back office's first screen, as of `now`. */
export async function dashboardOf(deps: AppDeps, now = new Date()): Promise<Dashboard> {
  const starts = kyivPeriods(now);
  const [today, week, waiting, photo, stock, inbox] = await Promise.all([
    period(deps, starts.today),
    period(deps, starts.week),
    waitingOrders(deps.db),
    photoOrdersByStatus(deps.db),
    stockFigures(deps.db),
    inboxFigures(deps.db),
  ]);
  return {
    generatedAt: now.toISOString(),
    today,
    week,
    waiting: {
      requested: waiting.requested ?? 0,
      processed: waiting.processed ?? 0,
      'lading-bill-created': waiting['lading-bill-created'] ?? 0,
      sent: waiting.sent ?? 0,
    },
    // A photo picture is made while its order is processed; lading-bill-created means it is
    // finished and packed for the carrier.
    photoOrders: { requested: photo.requested ?? 0, inProduction: photo.processed ?? 0 },
    lowStock: stock,
    contactMessages: { unhandled: inbox.unhandledMessages },
    testimonials: { pending: inbox.pendingTestimonials },
  };
}
