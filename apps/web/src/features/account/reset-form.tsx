'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './auth-dialog.module.css';
import { FormField, useFieldErrorText } from './form-field';
import type { AuthFormProps } from './sign-in-form';
import { useSession } from './session-context';
import { authErrorKey } from './session-logic';

/** requirements §4 reset: a new password goes by mail; on success, back to sign-in with the news. */
export function ResetForm({ mail, onMail, onDone }: AuthFormProps & { onDone: (notice: string) => void }) {
  const t = useTranslations('account');
  const errorText = useFieldErrorText();
  const { openAuth } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { mail } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await browserApi('/auth/forgot-password', { method: 'POST', body: values });
      const done = t('modal.resetDone');
      toast.success(done);
      onMail(values.mail);
      onDone(done);
      openAuth('sign-in');
    } catch (error) {
      setFailure(authErrorKey('reset', error instanceof ApiError ? error.statusCode : undefined));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure && (
        <p className={styles.failure} role="alert">
          {t(`errors.${failure}`)}
        </p>
      )}
      <FormField label={t('fields.mail')} error={errorText(errors.mail)}>
        {(control) => (
          <input
            {...control}
            {...register('mail')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className="input"
            autoFocus
          />
        )}
      </FormField>
      <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t('actions.pending') : t('actions.reset')}
      </button>
      <div className={styles.switches}>
        <span>
          <button type="button" className={styles.link} onClick={() => openAuth('sign-in')}>
            {t('actions.backToSignIn')}
          </button>
        </span>
      </div>
    </form>
  );
}
