'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled cabinet field; the control is rendered by the caller with the ids it needs. */
export function Field({
  label,
  optional,
  hint,
  error,
  wide = false,
  children,
}: {
  label: string;
  optional?: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={wide ? `field ${styles.wide}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> ({optional})</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': noteId })}
      {error ? (
        <span id={noteId} className="field-error">
          {error}
        </span>
      ) : (
        hint && (
          <span id={noteId} className={styles.hint}>
            {hint}
          </span>
        )
      )}
    </div>
  );
}

/**
 * Error keys to words: the cabinet's own keys first (wrong_password, mail_taken), then the
 * validation words the account modals share (requirements §5), then "invalid data".
 */
export function useErrorText(): (error: { message?: unknown } | undefined) => string | undefined {
  const own = useTranslations('cabinet.errors');
  const shared = useTranslations('account.validation');
  return (error) => {
    if (!error) return undefined;
    const key = typeof error.message === 'string' ? error.message : '';
    if (own.has(key)) return own(key);
    return shared.has(key) ? shared(key) : shared('invalid_data');
  };
}
