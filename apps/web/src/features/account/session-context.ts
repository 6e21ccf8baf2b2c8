'use client';

import type { AuthAnswer, User } from '@kartyna/domain';
import { createContext, useContext } from 'react';

export type AuthMode = 'sign-in' | 'sign-up' | 'reset';

export interface Session {
  /** the shopper has a session (the cabinet and favourites need one) */
  signedIn: boolean;
  /** the signed-in user once loaded (after sign-in, or by loadUser) */
  user: User | null;
  /** GET /user/info once, then the cached user; null without a session */
  loadUser: () => Promise<User | null>;
  /** replaces the cached user after an edit */
  setUser: (user: User) => void;
  /** the open auth modal, if any */
  authMode: AuthMode | null;
  openAuth: (mode?: AuthMode) => void;
  closeAuth: () => void;
  /** a login or registration answered: the session starts without a reload */
  startSession: (answer: AuthAnswer) => void;
  /** forgets the session and clears its cookies, staying on the page (a failed sign-in, requirements §4) */
  clearSession: () => void;
  /** POST /auth/logout, forget everything, go home */
  logout: () => Promise<void>;
  /** ids of saved products, latest first (empty without a session) */
  savedIds: readonly number[];
  /** the saved list has been loaded for this session */
  savedReady: boolean;
  /** saves or removes a product; asks to sign in first without a session. Answers the new state. */
  toggleSaved: (productId: number) => Promise<boolean>;
  /** saves (true) or removes (false) a product whatever the list holds; answers the new state */
  setSaved: (productId: number, save: boolean) => Promise<boolean>;
  /** a 401 from a cabinet call ends the session and opens sign-in; true when it was one */
  handleAuthError: (error: unknown) => boolean;
}

const noop = () => undefined;
export const SessionContext = createContext<Session>({
  signedIn: false,
  user: null,
  loadUser: async () => null,
  setUser: noop,
  authMode: null,
  openAuth: noop,
  closeAuth: noop,
  startSession: noop,
  clearSession: noop,
  logout: async () => undefined,
  savedIds: [],
  savedReady: false,
  toggleSaved: async () => false,
  setSaved: async () => false,
  handleAuthError: () => false,
});

/** The session of requirements §4: signed in or not, the user, the modals, the saved list. */
export const useSession = () => useContext(SessionContext);
