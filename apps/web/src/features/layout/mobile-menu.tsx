'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MenuIcon } from './icons';
import type { MenuCategory } from './layout-data';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = { categories: MenuCategory[]; phone?: string };

const loadDrawer = () => import('./mobile-menu-drawer');
// The drawer (Radix's dialog and every panel) is not needed to paint or use the page: it is
// fetched when the burger is first pointed at or pressed, so other pages carry only this button.
const MobileMenuDrawer = dynamic(loadDrawer, { ssr: false });

/** The burger: a plain button that brings the drawer in on first use. */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('layout');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {wanted && <MobileMenuDrawer {...props} open={open} setOpen={setOpen} burger={burger} />}
    </>
  );
}
