'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useDialogOnDemand } from '@/lib/dialog/use-dialog-on-demand';
import { MenuIcon } from './icons';
import type { MenuCategory } from './layout-data';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = { categories: MenuCategory[]; phone?: string };

const loadDrawer = () => import('./mobile-menu-drawer');
// The drawer (every panel) is not needed to paint or use the page: it is
// fetched when the burger is first pointed at or pressed, so other pages carry only this button.
const MobileMenuDrawer = dynamic(loadDrawer, { ssr: false });

/** The burger: a plain button that brings the drawer in on first use. */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('layout');
  const { open, setOpen, wanted, trigger, openDialog, triggerProps } = useDialogOnDemand(loadDrawer);
  return (
    <>
      <button {...triggerProps} className={styles.burger} aria-label={t('menu.open')} onClick={openDialog}>
        <MenuIcon />
      </button>
      {wanted && <MobileMenuDrawer {...props} open={open} setOpen={setOpen} burger={trigger} />}
    </>
  );
}
