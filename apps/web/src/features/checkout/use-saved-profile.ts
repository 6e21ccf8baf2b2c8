'use client';

import type { LoyaltyAnswer, User } from '@kartyna/domain';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/account';
import { browserApi } from '@/lib/api/browser-api';

export interface SavedProfile {
  user: User | null;
  /** UAH of bonus the shopper may spend (0 for guests) */
  bonusBalance: number;
}

/** A signed-in shopper's saved contact, branch, parcel locker and bonus (GET /user/info…). */
export function useSavedProfile(): SavedProfile {
  const { signedIn } = useSession();
  const [profile, setProfile] = useState<SavedProfile>({ user: null, bonusBalance: 0 });

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const { signal } = controller;
    // Each is optional to the checkout: a failure leaves the form as a guest would see it.
    browserApi<User>('/user/info', { signal })
      .then((user) => setProfile((p) => ({ ...p, user })))
      .catch(() => undefined);
    browserApi<LoyaltyAnswer>('/user/info/loyalty', { signal })
      .then((loyalty) => setProfile((p) => ({ ...p, bonusBalance: loyalty.bonusBalance })))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn]);

  return profile;
}
