'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IntentLink } from '@/i18n/intent-link';
import { usePathname } from '@/i18n/navigation';
import { ChevronDownIcon } from './icons';
import styles from './site-header.module.css';

/**
 * The Catalog link with its dropdown (SPEC §2): opens on hover and when keyboard focus enters,
 * Escape closes it, and it closes after a navigation (the pointer may still rest on it). The
 * list itself is rendered on the server and passed in as children.
 */
export function HoverMenu({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const trigger = useRef<HTMLAnchorElement>(null);
  // After Escape the focus goes back to the trigger; that focus must not reopen the list.
  const suppressed = useRef(false);
  const id = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <li
      className={styles.menuItem}
      data-open={open}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        suppressed.current = false;
        setOpen(false);
      }}
      onFocus={() => {
        if (!suppressed.current) setOpen(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        suppressed.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        suppressed.current = true;
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <IntentLink ref={trigger} href={href} className={styles.link} aria-expanded={open} aria-controls={id}>
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </IntentLink>
      <div
        id={id}
        className={styles.dropdown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </li>
  );
}
