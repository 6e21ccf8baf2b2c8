import { z } from 'zod';
import { mailSchema, passwordSchema } from '../schemas/fields';
import { adminListQuery } from './list';

export const staffRoles = ['manager', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The signed-in staff member, as GET /api/admin/me answers. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(staffRoles),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** A staff account in the admins' list. */
export const staffMemberSchema = staffMeSchema.extend({
  /** customer once the back office was taken away */
  role: z.enum([...staffRoles, 'customer']),
  phone: z.string(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = adminListQuery(['id', 'mail', 'role', 'createdAt'], 'id', 'ASC').extend({
  q: z.string().trim().max(200).optional(),
});

const nameSchema = z.string({ error: 'required_field' }).trim().min(1, 'required_field').max(100);

/**
 * POST /api/admin/staff: a new staff account (password needed), or an existing customer's
 * account made staff (they keep their password).
 */
export const staffCreateSchema = z.object({
  mail: mailSchema,
  password: passwordSchema.optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  role: z.enum(staffRoles, { error: 'invalid_data' }),
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** PUT /api/admin/staff/:id: rename, change role, or take the back office away (role customer). */
export const staffUpdateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  role: z.enum([...staffRoles, 'customer'], { error: 'invalid_data' }),
  password: passwordSchema.optional(),
});
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
