import {
  adminPageSchema,
  adminTestimonialSchema,
  idParamsSchema,
  testimonialListQuerySchema,
  testimonialUpdateSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminDoc, guarded, guardedOne } from './admin-route-kit';
import {
  deleteTestimonial,
  listTestimonialsForStaff,
  testimonialForStaff,
  updateTestimonial,
} from './testimonials-admin-service';

/** Testimonials moderation under /api/admin/testimonials: approve, hide, reply, delete. */
export async function testimonialsAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/testimonials',
    {
      schema: {
        ...adminDoc,
        summary: 'Testimonials of every status; filter by status (comma-separated) and text',
        querystring: testimonialListQuerySchema,
        response: { 200: adminPageSchema(adminTestimonialSchema), ...guarded },
      },
    },
    async (request) => listTestimonialsForStaff(db, request.query),
  );

  app.get(
    '/testimonials/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One testimonial with the author’s phone and mail',
        params: idParamsSchema,
        response: { 200: adminTestimonialSchema, ...guardedOne },
      },
    },
    async (request) => testimonialForStaff(db, request.params.id),
  );

  app.put(
    '/testimonials/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Approve (shown on the storefront), hide, or reply to a testimonial',
        params: idParamsSchema,
        body: testimonialUpdateSchema,
        response: { 200: adminTestimonialSchema, ...guardedOne },
      },
    },
    async (request) => updateTestimonial(db, staffActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/testimonials/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Delete a testimonial (spam); hiding keeps it',
        params: idParamsSchema,
        response: { 200: adminTestimonialSchema, ...guardedOne },
      },
    },
    async (request) => deleteTestimonial(db, staffActorOf(request), request.params.id),
  );
}
