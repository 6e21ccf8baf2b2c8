'use client';

import type { AuthAnswer, Product, User } from '@kartyna/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@/i18n/client-navigation';
import { loadMessages, MessagesFor } from '@/i18n/messages-on-demand';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { authDialogSlot } from './auth-dialog-slot';
import { SessionContext, type AuthMode, type Session } from './session-context';
import { hasSessionCookie, withoutSaved, withSaved } from './session-logic';

const noop = () => undefined;

// The modals (react-hook-form, zod) and their texts load only when first opened: every page
// carries the header, and most visitors never sign in.
const AuthDialog = lazy(() => import('./auth-dialog'));
export const preloadAuthDialog = (locale: string) => {
  void import('./auth-dialog');
  void loadMessages(locale, 'auth-dialog');
};

function AuthDialogHost({ mode, onUnavailable }: { mode: AuthMode; onUnavailable: () => void }) {
  const Dialog = authDialogSlot.component ?? AuthDialog;
  return (
    <Suspense fallback={null}>
      <MessagesFor part="auth-dialog" onUnavailable={onUnavailable}>
        <Dialog mode={mode} />
      </MessagesFor>
    </Suspense>
  );
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.statusCode === 401;

/**
 * Who is shopping. The session cookie is httpOnly; the API sets a readable CSRF cookie beside
 * it, so its presence tells the browser a session exists without making every page dynamic
 * on the server (pages stay cacheable; the header updates after hydration).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);
  const [user, setUserState] = useState<User | null>(null);
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [savedIds, setSavedIds] = useState<readonly number[]>([]);
  const [savedReady, setSavedReady] = useState(false);
  const userRequest = useRef<Promise<User | null> | null>(null);
  // Bumped whenever the session ends, so answers to calls made before it are dropped.
  const generation = useRef(0);

  useEffect(() => {
    setSignedIn(hasSessionCookie(document.cookie));
  }, []);

  const forget = useCallback(() => {
    generation.current += 1;
    userRequest.current = null;
    setSignedIn(false);
    setUserState(null);
    setSavedIds([]);
    setSavedReady(false);
  }, []);

  // A session the API no longer accepts (expired, password changed elsewhere): its cookies
  // are cleared too, or the next page load would believe in it again.
  const expire = useCallback(
    (openSignIn: boolean) => {
      forget();
      browserApi('/auth/logout', { method: 'POST' }).catch(noop);
      if (openSignIn) setAuthMode('sign-in');
    },
    [forget],
  );

  const handleAuthError = useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      expire(true);
      return true;
    },
    [expire],
  );

  // requirements §4 "Caches": the saved list is loaded once per session and reused.
  useEffect(() => {
    if (!signedIn || savedReady) return;
    const at = generation.current;
    const controller = new AbortController();
    browserApi<Product[]>('/products/saved', { signal: controller.signal })
      .then((products) => {
        if (generation.current !== at) return;
        setSavedIds(products.map((p) => p.id));
        setSavedReady(true);
      })
      .catch((error: unknown) => {
        // A stale cookie on an ordinary page: end it quietly, no modal in the shopper's face.
        if (isUnauthorized(error)) expire(false);
      });
    return () => controller.abort();
  }, [signedIn, savedReady, expire]);

  const loadUser = useCallback(async () => {
    if (user) return user;
    if (!hasSessionCookie(document.cookie)) return null;
    const at = generation.current;
    userRequest.current ??= browserApi<User>('/user/info')
      .then((loaded) => {
        if (generation.current === at) setUserState(loaded);
        return loaded;
      })
      .catch((error: unknown) => {
        userRequest.current = null;
        if (handleAuthError(error)) return null;
        throw error;
      });
    return userRequest.current;
  }, [user, handleAuthError]);

  const closeAuth = useCallback(() => setAuthMode(null), []);

  const startSession = useCallback((answer: AuthAnswer) => {
    generation.current += 1;
    userRequest.current = null;
    setUserState(answer.user);
    setSavedIds([]);
    setSavedReady(false);
    setSignedIn(true);
    setAuthMode(null);
  }, []);

  const logout = useCallback(async () => {
    await browserApi('/auth/logout', { method: 'POST' }).catch(noop);
    forget();
    router.push('/');
    router.refresh();
  }, [forget, router]);

  const setSaved = useCallback(
    async (productId: number, save: boolean) => {
      if (!signedIn) {
        setAuthMode('sign-in');
        return false;
      }
      const at = generation.current;
      try {
        if (!save) {
          await browserApi(`/products/saved/${productId}`, { method: 'DELETE' });
          if (generation.current === at) setSavedIds((ids) => withoutSaved(ids, productId));
          return false;
        }
        const saved = await browserApi<Product>(`/products/saved/${productId}`, { method: 'POST' });
        if (generation.current === at) setSavedIds((ids) => withSaved(ids, saved.id));
        return true;
      } catch (error) {
        if (handleAuthError(error)) return false;
        throw error;
      }
    },
    [signedIn, handleAuthError],
  );

  const toggleSaved = useCallback(
    (productId: number) => setSaved(productId, !savedIds.includes(productId)),
    [setSaved, savedIds],
  );

  const value = useMemo<Session>(
    () => ({
      signedIn,
      user,
      loadUser,
      setUser: setUserState,
      authMode,
      openAuth: (mode = 'sign-in') => setAuthMode(mode),
      closeAuth,
      startSession,
      clearSession: () => expire(false),
      logout,
      savedIds,
      savedReady,
      toggleSaved,
      setSaved,
      handleAuthError,
    }),
    [
      signedIn,
      user,
      loadUser,
      authMode,
      closeAuth,
      startSession,
      expire,
      logout,
      savedIds,
      savedReady,
      toggleSaved,
      setSaved,
      handleAuthError,
    ],
  );

  return (
    <SessionContext.Provider value={value}>
      {children}
      {authMode && <AuthDialogHost mode={authMode} onUnavailable={closeAuth} />}
    </SessionContext.Provider>
  );
}
