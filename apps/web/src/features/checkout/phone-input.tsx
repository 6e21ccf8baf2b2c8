'use client';

import { useId, type Ref } from 'react';
import { PhoneInput as MaskedPhone } from '@/lib/phone-input';

interface PhoneFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The labelled phone field: the shop's +38 mask (requirements §5) with its error tied to it. */
export function PhoneField({ label, name, value, onChange, onBlur, error, inputRef }: PhoneFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <MaskedPhone
        id={id}
        name={name}
        ref={inputRef}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
