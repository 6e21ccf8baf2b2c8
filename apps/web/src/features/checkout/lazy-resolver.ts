'use client';

import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from '@/lib/when-idle';

/**
 * A react-hook-form resolver whose code (the schema and zod, ~30 kB gzipped) stays out of the
 * page's first load: it is fetched when the phone is idle after the page is shown (usePreload…)
 * or by the first validation, whichever comes first. A failed fetch is tried again next time.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TParsed>(
  load: () => Promise<Resolver<TValues, TContext, TParsed>>,
) {
  let loading: Promise<Resolver<TValues, TContext, TParsed>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<TValues, TContext, TParsed> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}

/** Runs `preload` once the page is idle (or after 3 s at the most). */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => whenIdle(preload, 3000), [preload]);
}
