'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from './navigation';

type LinkProps = ComponentProps<typeof Link>;

/**
 * A link of the header, footer and menus, prefetched only once the shopper shows intent
 * (pointer over it, focus, a touch). Every page carries some twenty of them: prefetched on
 * load, they took the browser's six connections to the shop and queued the shopper's own
 * clicks ("save", "buy") behind them for seconds on a slow phone.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
