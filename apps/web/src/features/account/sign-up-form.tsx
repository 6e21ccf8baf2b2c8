'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema, type AuthAnswer, type RegisterRequest } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PhoneInput } from '@/lib/phone-input';
import { useRouter } from '@/i18n/client-navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './auth-dialog.module.css';
import { FormField, useFieldErrorText } from './form-field';
import type { AuthFormProps } from './sign-in-form';
import { useSession } from './session-context';
import { authErrorKey } from './session-logic';

const fieldNames = ['mail', 'password', 'repeatPassword', 'firstName', 'lastName', 'phone'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

const domainResolver = zodResolver(signUpFormSchema);
/**
 * The domain's schema, plus its repeat-password rule reported together with the field errors:
 * zod skips an object's refinement while any field fails, so a typo in the phone would hide
 * "passwords differ" until the phone was fixed.
 */
const signUpResolver: typeof domainResolver = async (values, context, options) => {
  const result = await domainResolver(values, context, options);
  if (values.password === values.repeatPassword || result.errors.repeatPassword) return result;
  return {
    values: {},
    errors: { ...result.errors, repeatPassword: { type: 'custom', message: 'confirm_password' } },
  };
};

/** requirements §3/§5 sign up: every field required, the password twice, the +38 phone; lands on the cabinet. */
export function SignUpForm({ mail }: AuthFormProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useFieldErrorText();
  const router = useRouter();
  const { startSession, openAuth } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: signUpResolver,
    defaultValues: { mail, password: '', repeatPassword: '', firstName: '', lastName: '', phone: '' },
  });

  const onSubmit = handleSubmit(async ({ repeatPassword: _repeat, ...values }) => {
    setFailure(null);
    const body: RegisterRequest = { ...values, locale: locale === 'ru' ? 'ru' : 'ua' };
    try {
      const answer = await browserApi<AuthAnswer>('/auth/register', { method: 'POST', body });
      startSession(answer);
      router.push('/cabinet/personal');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setFailure(authErrorKey('sign-up', apiError?.statusCode));
      // The API names the field it refused; show the reason under that field too.
      for (const field of apiError?.errors ?? []) {
        if (isFieldName(field.path)) setError(field.path, { message: field.message });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure && (
        <p className={styles.failure} role="alert">
          {t(`errors.${failure}`)}
        </p>
      )}
      <div className={styles.row}>
        <FormField label={t('fields.lastName')} error={errorText(errors.lastName)}>
          {(c) => (
            <input {...c} {...register('lastName')} autoComplete="family-name" className="input" autoFocus />
          )}
        </FormField>
        <FormField label={t('fields.firstName')} error={errorText(errors.firstName)}>
          {(c) => <input {...c} {...register('firstName')} autoComplete="given-name" className="input" />}
        </FormField>
      </div>
      <FormField label={t('fields.mail')} error={errorText(errors.mail)}>
        {(c) => (
          <input
            {...c}
            {...register('mail')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className="input"
          />
        )}
      </FormField>
      <FormField label={t('fields.phone')} error={errorText(errors.phone)}>
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
      </FormField>
      <FormField
        label={t('fields.password')}
        error={errorText(errors.password)}
        hint={t('fields.passwordHint')}
      >
        {(c) => (
          <input
            {...c}
            {...register('password')}
            type="password"
            autoComplete="new-password"
            className="input"
          />
        )}
      </FormField>
      <FormField label={t('fields.repeatPassword')} error={errorText(errors.repeatPassword)}>
        {(c) => (
          <input
            {...c}
            {...register('repeatPassword')}
            type="password"
            autoComplete="new-password"
            className="input"
          />
        )}
      </FormField>
      <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t('actions.pending') : t('actions.signUp')}
      </button>
      <div className={styles.switches}>
        <span>
          {t('actions.haveAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => openAuth('sign-in')}>
            {t('actions.toSignIn')}
          </button>
        </span>
      </div>
    </form>
  );
}
