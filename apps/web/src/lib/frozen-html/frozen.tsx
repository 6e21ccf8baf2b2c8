'use client';

import { createElement, type HTMLAttributes } from 'react';
import { takeFrozen } from './frozen-store';

export type FrozenTag = 'div' | 'nav' | 'footer' | 'section';
export type FrozenProps = HTMLAttributes<HTMLElement> & { as: FrozenTag; frozenKey: string };

// React keeps the children of an element whose HTML is given (it does not hydrate them), so
// the server's children stay as they are.
const SERVER_CHILDREN = { __html: '' };

/**
 * Server HTML that the browser keeps and React never renders again: in the page's HTML once,
 * not a second time in the React Server Components payload (see freeze.tsx). On the server it
 * renders the tree `Freeze` left under its key; in the browser, an element with its HTML given
 * as empty, which hydration adopts with the server's children inside.
 */
export function Frozen({ as, frozenKey, ...attributes }: FrozenProps) {
  const shared = { ...attributes, 'data-frozen': '' };
  if (typeof window === 'undefined') return createElement(as, shared, takeFrozen(frozenKey));
  return createElement(as, {
    ...shared,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: SERVER_CHILDREN,
  });
}
