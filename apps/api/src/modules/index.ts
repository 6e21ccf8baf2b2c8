import { staffOnly } from '../http/auth-guard';
import type { App } from '../types';
import auditRoutes from './audit/audit-routes';
import staffRoutes from './staff/staff-routes';
import catalogAdminRoutes from './catalog-admin/catalog-admin-routes';
import contentAdminRoutes from './content-admin/content-admin-routes';
import customersAdminRoutes from './customers-admin/customers-admin-routes';
import dashboardAdminRoutes from './dashboard-admin/dashboard-admin-routes';
import appearRequestsRoutes from './appear-requests/appear-requests-routes';
import authRoutes from './auth/auth-routes';
import catalogRoutes from './catalog/catalog-routes';
import clientWorksRoutes from './client-works/client-works-routes';
import contactsRoutes from './contacts/contacts-routes';
import contentRoutes from './content/content-routes';
import deliveryRoutes from './delivery/delivery-routes';
import emailConfirmationRoutes from './email-confirmation/email-confirmation-routes';
import loyaltyRoutes from './loyalty/loyalty-routes';
import ordersAdminListRoutes from './orders/orders-admin-list-routes';
import photoOrdersAdminRoutes from './photo-orders-admin/photo-orders-admin-routes';
import photoTemplatesAdminRoutes from './photo-templates/photo-templates-admin-routes';
import ordersRoutes from './orders/orders-routes';
import paintingKitsRoutes from './painting-kits/painting-kits-routes';
import paymentsRoutes from './payments/payments-routes';
import photoOrdersRoutes from './photo-orders/photo-orders-routes';
import promotionsRoutes from './promotions/promotions-routes';
import promotionsAdminRoutes from './promotions/promotions-admin-routes';
import feedsRoutes from './feeds/feeds-routes';
import feedsAdminRoutes from './feeds/feeds-admin-routes';
import staffOrderRoutes from './staff-orders/staff-order-routes';
import fiscalReceiptsAdminRoutes from './fiscal-receipts/fiscal-receipts-admin-routes';
import savedRoutes from './saved/saved-routes';
import stockAdminRoutes from './stock/stock-admin-routes';
import testimonialsRoutes from './testimonials/testimonials-routes';
import uploadsAdminRoutes from './uploads/uploads-admin-routes';
import uploadsRoutes from './uploads/uploads-routes';
import usersRoutes from './users/users-routes';

export type RouteModule = (app: App) => Promise<void>;

/** Every route module, registered under /api/server. */
export const routeModules: RouteModule[] = [
  feedsRoutes,
  authRoutes,
  usersRoutes,
  emailConfirmationRoutes,
  loyaltyRoutes,
  catalogRoutes,
  savedRoutes,
  appearRequestsRoutes,
  contentRoutes,
  testimonialsRoutes,
  contactsRoutes,
  clientWorksRoutes,
  deliveryRoutes,
  ordersRoutes,
  paymentsRoutes,
  photoOrdersRoutes,
  promotionsRoutes,
  paintingKitsRoutes,
  uploadsRoutes,
];

/** The back office's route modules, registered under /api/admin inside adminScope. */
export const adminRouteModules: readonly RouteModule[] = [
  staffRoutes,
  auditRoutes,
  customersAdminRoutes,
  dashboardAdminRoutes,
  staffOrderRoutes,
  ordersAdminListRoutes,
  photoOrdersAdminRoutes,
  photoTemplatesAdminRoutes,
  stockAdminRoutes,
  uploadsAdminRoutes,
  catalogAdminRoutes,
  contentAdminRoutes,
  promotionsAdminRoutes,
  fiscalReceiptsAdminRoutes,
  feedsAdminRoutes,
];

/**
 * One encapsulated scope for the whole back office: its staff check runs on every request before
 * the body is read, so a route added here is staff-only without a line of its own (an anonymous
 * caller learns nothing about it). Routes only an admin may use add adminOnly on top.
 */
export const adminScope =
  (modules: readonly RouteModule[] = adminRouteModules) =>
  async (app: App): Promise<void> => {
    app.addHook('onRequest', staffOnly);
    for (const routes of modules) await app.register(routes);
  };
