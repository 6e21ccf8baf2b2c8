'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/account';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { Field, useErrorText } from './field';
import styles from './forms.module.css';

/**
 * /cabinet/change-password: the old password proves the shopper, the new one needs 8+ chars.
 * The API answers a fresh session (new cookies), so this tab stays signed in.
 */
export function ChangePasswordForm() {
  const t = useTranslations('cabinet');
  const errorText = useErrorText();
  const { handleAuthError } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await browserApi('/user/change-password', { method: 'POST', body: values });
      reset();
      toast.success(t('password.done'));
    } catch (error) {
      if (handleAuthError(error)) return;
      if (error instanceof ApiError && error.message === 'wrong_password') {
        setError('oldPassword', { message: 'wrong_password' }, { shouldFocus: true });
        return;
      }
      setFailure(t('failed'));
    }
  });

  return (
    <form className={`${styles.form} ${styles.narrow} ${styles.card}`} onSubmit={onSubmit} noValidate>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Field label={t('password.old')} error={errorText(errors.oldPassword)}>
        {(c) => (
          <input
            {...c}
            {...register('oldPassword')}
            type="password"
            autoComplete="current-password"
            className="input"
          />
        )}
      </Field>
      <Field label={t('password.new')} hint={t('password.hint')} error={errorText(errors.newPassword)}>
        {(c) => (
          <input
            {...c}
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
            className="input"
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('password.saving') : t('password.save')}
        </button>
      </div>
    </form>
  );
}
