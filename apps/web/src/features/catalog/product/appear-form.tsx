'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { appearRequestInputSchema, type AppearRequestInput } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './appear-request.module.css';

/** requirements §8: the product-appears request shows invalid_data for a 400, unexpected_error otherwise. */
export const appearErrorKey = (error: unknown): 'invalid_data' | 'unexpected_error' =>
  error instanceof ApiError && error.statusCode === 400 ? 'invalid_data' : 'unexpected_error';

/** The mail field of the product-appears modal, validated with the domain's schema. */
export function AppearForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const t = useTranslations('product.appear');
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof appearRequestInputSchema>, unknown, AppearRequestInput>({
    resolver: zodResolver(appearRequestInputSchema),
    defaultValues: { mail: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await browserApi(`/products/${productId}/appear-request`, {
        method: 'POST',
        body: { mail: input.mail, language: locale === 'ru' ? 'ru' : 'ua' },
      });
      toast.success(t('success'));
      onDone();
    } catch (error) {
      console.error('appear request failed', error);
      setFailure(t(`errors.${appearErrorKey(error)}`));
    }
  });

  const mailError = errors.mail?.message;
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <div className="field">
        <label htmlFor="appear-mail">{t('mail')}</label>
        <input
          id="appear-mail"
          className="input"
          type="email"
          autoComplete="email"
          autoFocus
          aria-invalid={mailError ? true : undefined}
          aria-describedby={mailError ? 'appear-mail-error' : undefined}
          {...register('mail')}
        />
        {mailError && (
          <p id="appear-mail-error" className="field-error" role="alert">
            {t(`errors.${mailError === 'invalid_mail' ? 'invalid_mail' : 'invalid_data'}`)}
          </p>
        )}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
