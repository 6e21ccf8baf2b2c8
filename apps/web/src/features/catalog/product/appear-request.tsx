'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useDialogOnDemand } from '@/lib/dialog/use-dialog-on-demand';

const loadDialog = () => import('./appear-dialog');
// The dialog is fetched when the button is first pointed at or pressed; the form itself
// (react-hook-form and the domain's zod schema) only once the dialog is open.
const AppearDialog = dynamic(loadDialog, { ssr: false });

/**
 * requirements §2/§7: a sold-out product offers "notify me when available", which opens the
 * product-appears modal carrying the product's id.
 */
export function AppearRequest({ productId }: { productId: number }) {
  const t = useTranslations('product.appear');
  const { open, setOpen, wanted, trigger, openDialog, triggerProps } = useDialogOnDemand(loadDialog);
  return (
    <>
      <button {...triggerProps} className="button" onClick={openDialog}>
        {t('open')}
      </button>
      {wanted && <AppearDialog productId={productId} open={open} setOpen={setOpen} trigger={trigger} />}
    </>
  );
}
