import type { StaffMe } from '@kartyna/domain';
import { HttpError, type AuthProvider } from 'react-admin';
import { api } from './api-client';
import { isTransient } from './query-client';

let me: Promise<StaffMe> | undefined;
/** The API answered 401 to the kept question: signing out again changes nothing to ask about. */
let signedOut = false;

/**
 * The signed-in staff member, asked once per page load (and again after sign-in or sign-out).
 * A 401 or 403 is kept too: react-admin asks checkAuth, getPermissions and getIdentity one
 * after the other, and the answer will not change until someone signs in. Only a network
 * failure or a 5xx is forgotten, so the next question asks the API again.
 */
export const currentStaff = (): Promise<StaffMe> => {
  me ??= api<StaffMe>('/api/admin/me').catch((error: unknown) => {
    if (isTransient(error)) me = undefined;
    if (error instanceof HttpError && error.status === 401) signedOut = true;
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
    signedOut = false;
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
    // react-admin signs a refused visitor "out" too; their 401 stands, no need to ask again.
    // The call to the API stays even then: a logout that resolves at once lets react-admin's
    // LogoutOnMount sign out again and again (a loop of redirects to #/login).
    if (!signedOut) me = undefined;
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
      // A session that ended mid-work: ask again (a visitor known as signed out needs not).
      if (!signedOut) me = undefined;
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
