'use client';

import * as Dialog from '@/lib/dialog/dialog';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { RefObject } from 'react';
import styles from './appear-request.module.css';

// The form (react-hook-form and the domain's zod schema) loads only when the dialog opens,
// so a sold-out product's page ships no form code until the shopper asks for it.
const AppearForm = dynamic(() => import('./appear-form').then((m) => m.AppearForm), {
  ssr: false,
  loading: () => <div className={styles.formPlaceholder} />,
});

/** The product-appears modal; loaded on first use (see appear-request.tsx). */
export default function AppearDialog({
  productId,
  open,
  setOpen,
  trigger,
}: {
  productId: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('product.appear');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            // The button on the page gets the focus back, also where a tap does not focus it (Safari).
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className={styles.title}>{t('title')}</Dialog.Title>
          <Dialog.Description className={styles.description}>{t('description')}</Dialog.Description>
          {open && <AppearForm productId={productId} onDone={() => setOpen(false)} />}
          <Dialog.Close className={styles.close} aria-label={t('close')}>
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
