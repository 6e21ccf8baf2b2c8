'use client';

import { useLocale } from 'next-intl';
import dynamic from 'next/dynamic';
import { Suspense, useCallback } from 'react';
import { loadMessages, MessagesFor } from '@/i18n/messages-on-demand';
import { useDialogOnDemand } from '@/lib/dialog/use-dialog-on-demand';

const loadDialog = () => import('./appear-dialog');
// The dialog is fetched when the button is first pointed at or pressed; the form itself
// (react-hook-form and the domain's zod schema) only once the dialog is open.
const AppearDialog = dynamic(loadDialog, { ssr: false });

/**
 * requirements §2/§7: a sold-out product offers "notify me when available", which opens the
 * product-appears modal carrying the product's id. The button's label comes from the server;
 * the dialog's texts come with its code (i18n/messages-on-demand.tsx), so no product page
 * carries them for the few shoppers who open it (issue #46).
 */
export function AppearRequest({ productId, label }: { productId: number; label: string }) {
  const locale = useLocale();
  const load = useCallback(
    () => Promise.all([loadDialog(), loadMessages(locale, 'appear-dialog')]),
    [locale],
  );
  const { open, setOpen, wanted, trigger, openDialog, triggerProps } = useDialogOnDemand(load);
  const closeWithoutTexts = useCallback(() => setOpen(false), [setOpen]);
  return (
    <>
      <button {...triggerProps} className="button" onClick={openDialog}>
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MessagesFor part="appear-dialog" onUnavailable={closeWithoutTexts}>
            <AppearDialog productId={productId} open={open} setOpen={setOpen} trigger={trigger} />
          </MessagesFor>
        </Suspense>
      )}
    </>
  );
}
