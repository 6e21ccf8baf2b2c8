'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type AuthAnswer } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePathname, useRouter } from '@/i18n/client-navigation';
import { browserApi } from '@/lib/api/browser-api';
import styles from './auth-dialog.module.css';
import { FormField, useFieldErrorText } from './form-field';
import { useSession } from './session-context';
import { signInFailure, type SignInFailure } from './session-logic';
import { countText } from '@/lib/count-text/count-text';

export interface AuthFormProps {
  /** the mail typed in another of the modals, carried over */
  mail: string;
  onMail: (mail: string) => void;
}

/** requirements §4 sign in: mail and password; lands on the cabinet; switches to sign-up or reset. */
export function SignInForm({ mail, onMail, notice }: AuthFormProps & { notice: string | null }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useFieldErrorText();
  const router = useRouter();
  const pathname = usePathname();
  const { signedIn, startSession, clearSession, openAuth } = useSession();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { mail, password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await browserApi<AuthAnswer>('/auth/login', { method: 'POST', body: values });
      startSession(answer);
      // The mailed confirmation link (issue #26) waits for this session: the shopper stays on it.
      if (pathname !== '/account/confirm-email') router.push('/cabinet/personal');
    } catch (error) {
      setFailure(signInFailure(error));
      // requirements §4: a failed sign-in also ends whatever session there was.
      if (signedIn) clearSession();
    }
  });

  const switchTo = (mode: 'sign-up' | 'reset') => {
    const typed = getValues('mail');
    if (typeof typed === 'string') onMail(typed);
    openAuth(mode);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure.minutes === undefined
            ? t(`errors.${failure.key}`)
            : countText(t, `errors.${failure.key}`, locale, { minutes: failure.minutes })}
          {failure.locked && (
            <>
              {' '}
              <button type="button" className={styles.link} onClick={() => switchTo('reset')}>
                {t('actions.resetPassword')}
              </button>
            </>
          )}
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
      <FormField label={t('fields.password')} error={errorText(errors.password)}>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            className="input"
          />
        )}
      </FormField>
      <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t('actions.pending') : t('actions.signIn')}
      </button>
      <div className={styles.switches}>
        <span>
          <button type="button" className={styles.link} onClick={() => switchTo('reset')}>
            {t('actions.forgot')}
          </button>
        </span>
        <span>
          {t('actions.noAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => switchTo('sign-up')}>
            {t('actions.toSignUp')}
          </button>
        </span>
      </div>
    </form>
  );
}
