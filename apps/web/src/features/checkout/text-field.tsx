'use client';

import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './fields.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** a translated message; marks the field invalid */
  error?: string;
  hint?: string;
  optionalText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  optionalText,
  inputRef,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optionalText && <span className={styles.optional}> ({optionalText})</span>}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
