import { z } from 'zod';
import { locales, userRoles } from '../enums';
import {
  firstNameSchema,
  lastNameSchema,
  mailSchema,
  optionalNameSchema,
  passwordSchema,
  phoneSchema,
  signInPasswordSchema,
} from './fields';

export const signInSchema = z.object({ mail: mailSchema, password: signInPasswordSchema });
export type SignIn = z.infer<typeof signInSchema>;

/** The registration payload of requirements §7. */
export const registerSchema = z.object({
  mail: mailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema,
});
export type Register = z.infer<typeof registerSchema>;

/** The sign-up form: the payload plus the repeated password (requirements §5 errors.confirm_password). */
export const signUpFormSchema = registerSchema
  .extend({ repeatPassword: z.string() })
  .refine((v) => v.password === v.repeatPassword, { path: ['repeatPassword'], message: 'confirm_password' });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const resetPasswordSchema = z.object({ mail: mailSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  oldPassword: signInPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const savedDepartmentSchema = z.object({
  cityRef: z.string(),
  cityName: z.string(),
  ref: z.string(),
  name: z.string(),
  address: z.string(),
});
export type SavedDepartment = z.infer<typeof savedDepartmentSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fatherName: z.string().nullable(),
  phone: z.string(),
  role: z.enum(userRoles),
  locale: z.enum(locales),
  deliveryDepartment: savedDepartmentSchema.nullable(),
  deliveryPostomat: savedDepartmentSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authAnswerSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
  csrfToken: z.string(),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const userEditSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  fatherName: optionalNameSchema,
  phone: phoneSchema,
  mail: mailSchema.optional(),
  locale: z.enum(locales).optional(),
});
export type UserEdit = z.infer<typeof userEditSchema>;

const refSchema = z.string().trim().min(1).max(64);
export const departmentChoiceSchema = z.object({
  cityRef: refSchema,
  branchRef: z.string({ error: 'choose_branch' }).trim().min(1, { error: 'choose_branch' }).max(64),
});
export const postomatChoiceSchema = z.object({
  cityRef: refSchema,
  postomatRef: z.string({ error: 'choose_postomat' }).trim().min(1, { error: 'choose_postomat' }).max(64),
});
