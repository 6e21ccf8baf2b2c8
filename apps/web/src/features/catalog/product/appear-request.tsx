'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import styles from './appear-request.module.css';

// The form (react-hook-form and the domain's zod schema) loads only when the dialog opens,
// so a sold-out product's page ships no form code until the shopper asks for it.
const AppearForm = dynamic(() => import('./appear-form').then((m) => m.AppearForm), {
  ssr: false,
  loading: () => <div className={styles.formPlaceholder} />,
});

/**
 * SPEC §2/§7: a sold-out product offers "notify me when available", which opens the
 * product-appears modal carrying the product's id.
 */
export function AppearRequest({ productId }: { productId: number }) {
  const t = useTranslations('product.appear');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button">{t('open')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
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
