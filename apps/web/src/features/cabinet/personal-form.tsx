'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { userEditSchema, type User } from '@kartyna/domain';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/account';
import { formatPhoneMask, PhoneInput } from '@/lib/phone-input';
import { useRouter } from '@/i18n/client-navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { Field, useErrorText } from './field';
import styles from './forms.module.css';

const fieldNames = ['lastName', 'firstName', 'fatherName', 'phone', 'mail'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

const valuesOf = (user: User): z.input<typeof userEditSchema> => ({
  lastName: user.lastName,
  firstName: user.firstName,
  fatherName: user.fatherName ?? '',
  phone: formatPhoneMask(user.phone),
  mail: user.mail,
});

/** /cabinet/personal: edit names, phone and mail (POST /user/edit, toast "your data updated"). */
export function PersonalForm({ user }: { user: User }) {
  const t = useTranslations('cabinet');
  const errorText = useErrorText();
  const router = useRouter();
  const { setUser, handleAuthError } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(userEditSchema), defaultValues: valuesOf(user) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await browserApi<User>('/user/edit', { method: 'POST', body: values });
      setUser(updated);
      reset(valuesOf(updated));
      toast.success(t('personal.saved'));
      router.refresh();
    } catch (error) {
      if (handleAuthError(error)) return;
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.message === 'user_already_exists') {
        setError('mail', { message: 'mail_taken' });
        return;
      }
      const fields = (apiError?.errors ?? []).filter((f) => isFieldName(f.path));
      for (const field of fields) setError(field.path as FieldName, { message: field.message });
      if (fields.length === 0) setFailure(t('failed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.grid}>
        <Field label={t('personal.lastName')} error={errorText(errors.lastName)}>
          {(c) => <input {...c} {...register('lastName')} autoComplete="family-name" className="input" />}
        </Field>
        <Field label={t('personal.firstName')} error={errorText(errors.firstName)}>
          {(c) => <input {...c} {...register('firstName')} autoComplete="given-name" className="input" />}
        </Field>
        <Field
          label={t('personal.fatherName')}
          optional={t('personal.optional')}
          error={errorText(errors.fatherName)}
        >
          {(c) => (
            <input {...c} {...register('fatherName')} autoComplete="additional-name" className="input" />
          )}
        </Field>
        <Field label={t('personal.phone')} error={errorText(errors.phone)}>
          {(c) => (
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...c}
                  name={field.name}
                  ref={field.ref}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field label={t('personal.mail')} error={errorText(errors.mail)} wide>
          {(c) => (
            <input
              {...c}
              {...register('mail')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className="input"
            />
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('personal.saving') : t('personal.save')}
        </button>
      </div>
    </form>
  );
}
