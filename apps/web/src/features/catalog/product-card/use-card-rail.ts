'use client';

import type { Product } from '@kartyna/domain';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { useWhenSeen } from '@/lib/when-seen';
import { whenIdle } from '@/lib/when-idle';
import type CardList from './card-list';

export interface CardRail {
  products: Product[];
  CardList: ComponentType<Parameters<typeof CardList>[0]>;
}

/**
 * A rail of cards below the fold: once the shopper nears it (`useWhenSeen`), its products
 * (`load`) and its cards' code arrive together, so the rail appears whole, and the page's first
 * JavaScript carries no cards (issue #46). `load` answering nothing, or failing, leaves it out.
 * `key` names what is loaded: a new key loads again.
 *
 * The scroll that brings a rail near is often the one that brings "Buy" into view, and the tap
 * follows at once: so the rail starts only when the browser is idle, after that tap is answered
 * (the cards' chunk alone took 15–19 ms to evaluate at 4× CPU, in the tap's way; issue #46, INP).
 */
export function useCardRail(load: (signal: AbortSignal) => Promise<Product[]> | null, key: string) {
  const [near, seen] = useWhenSeen<HTMLDivElement>();
  const [rail, setRail] = useState<CardRail | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!seen) return;
    const controller = new AbortController();
    const start = () => {
      const products = loadRef.current(controller.signal);
      if (!products) return;
      Promise.all([products, import('./card-list')])
        .then(([list, cards]) => {
          // A transition, like the rail's coming near (useWhenSeen): the cards never hold up a tap.
          if (!controller.signal.aborted && list.length > 0)
            startTransition(() => setRail({ products: list, CardList: cards.default }));
        })
        .catch(() => undefined);
    };
    const cancel = whenIdle(start, 1000, 200);
    return () => {
      cancel();
      controller.abort();
    };
  }, [seen, key]);

  return [near, rail] as const;
}
