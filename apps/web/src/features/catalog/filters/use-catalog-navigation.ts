'use client';

import { useOptimistic, useTransition } from 'react';
import { useRouter } from '@/i18n/client-navigation';
import { toQueryString, type CatalogParams } from '../listing/catalog-params';

/**
 * Moves the catalogue to new filters by changing the URL (the listing is rendered on the server
 * from it, so links are shareable and Back works). Until the new page arrives, the controls show
 * the chosen state optimistically instead of flicking back to the old one.
 */
export function useCatalogNavigation(basePath: string, params: CatalogParams) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(params);

  const go = (next: CatalogParams) => {
    startTransition(() => {
      setShown(next);
      router.push(`${basePath}${toQueryString(next)}`, { scroll: false });
    });
  };

  return { params: shown, go, pending };
}
