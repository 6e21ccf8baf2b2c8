'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What an input needs to be tied to its label and its error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field: the label, the control (rendered by the caller with the ids given),
 * a hint and the error, announced by screen readers through aria-describedby.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : (
        hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )
      )}
    </div>
  );
}

/**
 * Field errors speak in the domain's keys (requirements §5); this turns one into words. A key the
 * messages do not know (zod's own wording for a wrong type) reads "invalid data".
 */
export function useFieldErrorText(): (error: { message?: unknown } | undefined) => string | undefined {
  const t = useTranslations('account.validation');
  return (error) => {
    if (!error) return undefined;
    const key = typeof error.message === 'string' ? error.message : '';
    return t.has(key) ? t(key) : t('invalid_data');
  };
}
