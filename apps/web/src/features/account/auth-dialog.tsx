'use client';

import * as Dialog from '@/lib/dialog/dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './auth-dialog.module.css';
import { CloseIcon } from './icons';
import { ResetForm } from './reset-form';
import { useSession, type AuthMode } from './session-context';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const copy = {
  'sign-in': { title: 'signInTitle', lead: 'signInLead' },
  'sign-up': { title: 'signUpTitle', lead: 'signUpLead' },
  reset: { title: 'resetTitle', lead: 'resetLead' },
} as const;

/**
 * The sign-in, sign-up and reset modals of requirements §4: one dialog whose body follows the mode,
 * so switching between them keeps focus inside and carries the typed mail along.
 * Loaded on demand by SessionProvider (the default export is what React.lazy wants).
 */
export default function AuthDialog({ mode }: { mode: AuthMode }) {
  const t = useTranslations('account.modal');
  const { closeAuth } = useSession();
  const [mail, setMail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeAuth()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t(copy[mode].title)}</Dialog.Title>
          <Dialog.Description className={styles.lead}>{t(copy[mode].lead)}</Dialog.Description>
          {mode === 'sign-in' && <SignInForm key="sign-in" mail={mail} onMail={setMail} notice={notice} />}
          {mode === 'sign-up' && <SignUpForm key="sign-up" mail={mail} onMail={setMail} />}
          {mode === 'reset' && <ResetForm key="reset" mail={mail} onMail={setMail} onDone={setNotice} />}
          <Dialog.Close className={styles.close} aria-label={t('close')}>
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
