import {
  adminPageSchema,
  apiErrorSchema,
  idParamsSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffMeSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@kartyna/domain';
import { adminOnly, staffSecurity, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { listStaff } from './staff-repository';
import { createStaffMember, findStaffMember, updateStaffMember } from './staff-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Who is signed in to the back office, and (admins only) the staff accounts; under /api/admin. */
export default async function staffRoutes(app: App): Promise<void> {
  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member; 401 signed out, 403 a customer',
        security: staffSecurity,
        response: { 200: staffMeSchema, ...guarded },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { ...user, role: user.role as 'manager' | 'admin' };
    },
  );

  app.get(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Staff accounts',
        security: staffSecurity,
        querystring: staffListQuerySchema,
        response: { 200: adminPageSchema(staffMemberSchema), ...guarded },
      },
    },
    async (request) => listStaff(app.deps.db, request.query),
  );

  app.get(
    '/staff/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'One staff account',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: staffMemberSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => findStaffMember(app.deps, request.params.id),
  );

  app.post(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account or make an existing customer staff',
        security: staffSecurity,
        body: staffCreateSchema,
        response: { 201: staffMemberSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const member = await createStaffMember(app.deps, staffActorOf(request), request.body);
      return reply.status(201).send(member);
    },
  );

  app.put(
    '/staff/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Rename, change the role (customer takes the back office away) or set a password',
        security: staffSecurity,
        params: idParamsSchema,
        body: staffUpdateSchema,
        response: { 200: staffMemberSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => updateStaffMember(app.deps, staffActorOf(request), request.params.id, request.body),
  );
}
