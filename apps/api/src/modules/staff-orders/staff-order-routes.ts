import type { FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  orderStatusChangeSchema,
  refundAnswerSchema,
  refundInputSchema,
  staffNoteSchema,
  staffOrderViewSchema,
  waybillCreateSchema,
  waybillTrackingSchema,
  type OrderRef,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import { notFound } from '../../http/app-error';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import type { App } from '../../types';
import { namedStaffActorOf, staffActorOf } from '../audit/audit-log';
import { staffOrderOperations } from './every-order-kind';
import { staffMoneyBackOf } from '../refunds/order-money-back';
import { askNow, createRefund } from '../refunds/refunds-service';
import { legacyPhotoPaths } from './legacy-photo-paths';
import { familyPaths, type StaffOrderPaths } from './staff-order-paths';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const viewAnswers = { 200: staffOrderViewSchema, 409: apiErrorSchema, ...guarded };

/** The routes of the family, mounted at `paths`. */
export function registerStaffOrderRoutes(app: App, paths: StaffOrderPaths): void {
  const { path, params, onRequest } = paths;
  // Both mounts' params schemas read their path into the same `{ orderRef }`.
  const refOf = (request: FastifyRequest) => (request.params as { orderRef: OrderRef }).orderRef;
  const on = (request: FastifyRequest) => {
    const orderRef = refOf(request);
    return { operations: staffOrderOperations[orderRef.kind], id: orderRef.id };
  };
  const route = { tags: ['admin'], security: staffSecurity, params };

  app.get(
    path(''),
    {
      onRequest,
      schema: {
        ...route,
        summary:
          'One order of any kind as its page shows it: lines, history, next statuses, note, buyer, money',
        response: { 200: staffOrderViewSchema, ...guarded },
      },
    },
    async (request) => {
      const { operations, id } = on(request);
      return operations.view(app.deps, id);
    },
  );

  app.post(
    path('/status'),
    {
      onRequest,
      schema: {
        ...route,
        summary: 'Move an order to its next status; the same status again changes nothing; audited',
        body: orderStatusChangeSchema,
        response: viewAnswers,
      },
    },
    async (request) => {
      const { operations, id } = on(request);
      return operations.changeStatus(app.deps, namedStaffActorOf(request), id, request.body);
    },
  );

  app.post(
    path('/status/undo'),
    {
      onRequest,
      schema: {
        ...route,
        summary:
          "Take back the order's latest status change within its undo window; its customer mail is not sent; audited",
        response: viewAnswers,
      },
    },
    async (request) => {
      const { operations, id } = on(request);
      return operations.undo(app.deps, namedStaffActorOf(request), id);
    },
  );

  app.post(
    path('/waybill'),
    {
      onRequest,
      schema: {
        ...route,
        summary: "Create the carrier's waybill of a processed order and mark it lading-bill-created",
        body: waybillCreateSchema,
        response: { ...viewAnswers, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const { operations, id } = on(request);
      return operations.createWaybill(app.deps, namedStaffActorOf(request), id, request.body, request.log);
    },
  );

  if (paths.withTracking) {
    app.get(
      path('/tracking'),
      {
        onRequest,
        schema: {
          ...route,
          summary: "The carrier's status of the order's waybill, asked now",
          response: { 200: waybillTrackingSchema, 502: apiErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const { operations, id } = on(request);
        return operations.track(app.deps, id, request.log);
      },
    );
  }

  app.put(
    path('/note'),
    {
      onRequest,
      schema: {
        ...route,
        summary: "Set the staff's note on an order (an empty note clears it); audited",
        body: staffNoteSchema,
        response: { 200: staffOrderViewSchema, ...guarded },
      },
    },
    async (request) => {
      const { operations, id } = on(request);
      return operations.setNote(app.deps, staffActorOf(request), id, request.body.staffNote ?? null);
    },
  );

  app.post(
    path('/refund'),
    {
      onRequest,
      schema: {
        ...route,
        summary:
          'Give money back for an order through its payment provider (Idempotency-Key: a retry answers the same refund)',
        headers: idempotencyHeadersSchema,
        body: refundInputSchema,
        response: {
          200: refundAnswerSchema,
          201: refundAnswerSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const subject = refOf(request);
      // The namespace the refund routes had per kind, so a retry across the upgrade is still one refund.
      const { refundId } = await idempotent(
        request,
        reply,
        { namespace: `${subject.kind}-refund:${subject.id}` },
        async (tx) => {
          const refund = await createRefund(tx, subject, request.body, staffActorOf(request));
          return { statusCode: 201, body: { refundId: refund.id } };
        },
      );
      await askNow(app.deps, refundId, request.log, () => app.metrics.jobFailed('refund'));
      const moneyBack = await staffMoneyBackOf(app.deps.db, subject);
      const refund = moneyBack.refunds.find((r) => r.id === refundId);
      if (!refund) throw notFound('not_found');
      return { ...moneyBack, refund };
    },
  );
}

/** The family under /api/admin: `/orders/:orderRef/…`, and the photo orders' old paths for one release. */
export default async function staffOrderRoutes(app: App): Promise<void> {
  registerStaffOrderRoutes(app, familyPaths);
  registerStaffOrderRoutes(app, legacyPhotoPaths);
}
