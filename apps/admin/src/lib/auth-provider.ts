import type { StaffMe } from '@kartyna/domain';
import { HttpError, type AuthProvider } from 'react-admin';
import { api } from './api-client';

let me: Promise<StaffMe> | undefined;

/** The signed-in staff member, asked once per page load (and again after sign-in). */
export const currentStaff = (): Promise<StaffMe> => {
  me ??= api<StaffMe>('/api/admin/me').catch((error: unknown) => {
    me = undefined;
    throw error;
  });
  return me;
};

let refusal: string | undefined;
/** Why the back office last turned the visitor away (a message key), until someone signs in. */
export const lastRefusal = () => refusal;

/**
 * Staff sign in with the shop's own accounts (POST /api/server/auth/login sets the httpOnly
 * session cookie and the CSRF cookie); the back office then needs GET /api/admin/me to answer,
 * which it does only for managers and admins.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    me = undefined;
    refusal = undefined;
    try {
      await api('/api/server/auth/login', { method: 'POST', body: { mail: username, password } });
    } catch (error) {
      // A lock lasts up to a quarter hour, not the minute the general message promises.
      if (error instanceof HttpError && error.status === 429) throw new Error('shop.auth.sign_in_paused');
      throw error;
    }
    try {
      await currentStaff();
    } catch (error) {
      await api('/api/server/auth/logout', { method: 'POST' }).catch(() => undefined);
      if (error instanceof HttpError && error.status === 403) throw new Error('shop.auth.not_staff');
      throw error;
    }
  },
  async logout() {
    me = undefined;
    await api('/api/server/auth/logout', { method: 'POST' }).catch(() => undefined);
  },
  async checkAuth() {
    try {
      await currentStaff();
    } catch (error) {
      // A shopper signed in on the storefront lands on the sign-in page, which tells them why
      // (react-admin's requireAuth redirects there without a notification of its own).
      if (error instanceof HttpError && error.status === 403) {
        refusal = 'shop.auth.not_staff';
        throw new Error(refusal);
      }
      throw error;
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      me = undefined;
      throw error;
    }
  },
  async getIdentity() {
    const staff = await currentStaff();
    return { id: staff.id, fullName: `${staff.firstName} ${staff.lastName}`.trim() || staff.mail };
  },
  async getPermissions() {
    return (await currentStaff()).role;
  },
};
