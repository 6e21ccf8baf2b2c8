'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface Session {
  /** the shopper has a session (the cabinet and favourites need one) */
  signedIn: boolean;
}

const SessionContext = createContext<Session>({ signedIn: false });

/**
 * Who is shopping. The session cookie is httpOnly; the API sets a readable CSRF cookie beside
 * it, so its presence tells the browser a session exists without making every page dynamic
 * on the server (pages stay cacheable; the header updates after hydration).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    setSignedIn(document.cookie.split('; ').some((c) => c.startsWith('csrf_token=')));
  }, []);
  const value = useMemo(() => ({ signedIn }), [signedIn]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);
