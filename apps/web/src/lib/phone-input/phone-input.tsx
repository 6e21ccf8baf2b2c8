'use client';

import { useRef, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type Ref } from 'react';
import { applyPhoneEdit, isEmptyMask, PHONE_PREFIX } from './phone-mask';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue'
>;

export interface PhoneInputProps extends NativeProps {
  /** the masked text, e.g. "+38 (067) 123-45-67"; '' when nothing was typed */
  value: string | undefined;
  /** receives the masked text; the domain's phoneSchema accepts it as is */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The phone field of requirements §5: "+38" is prefilled on focus and cleared on blur if nothing more
 * was typed; up to 10 digits follow, shown as "+38 (0XX) XXX-XX-XX", whether the number is typed
 * key by key or pasted, with or without its +38/38 (see applyPhoneEdit). Controlled, so it plugs
 * into react-hook-form through <Controller render={({ field }) => <PhoneInput {...field} />}>.
 * Everything else (id, name, aria-*, className, autoFocus…) goes to the <input> as given.
 */
export function PhoneInput({ value, onChange, onFocus, onBlur, ref, className, ...rest }: PhoneInputProps) {
  const inner = useRef<HTMLInputElement | null>(null);

  const setRefs = (node: HTMLInputElement | null) => {
    inner.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const native = event.nativeEvent;
    // Delete (not Backspace) over a bracket or dash removes the digit after it.
    const forward = 'inputType' in native && native.inputType === 'deleteContentForward';
    const next = applyPhoneEdit(
      value ?? '',
      raw,
      input.selectionStart ?? raw.length,
      forward ? 'forward' : 'backward',
    );
    onChange(next.value);
    // The controlled value lands on the next render; move the caret after it.
    requestAnimationFrame(() => {
      if (inner.current === document.activeElement) inner.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (!value) {
      onChange(PHONE_PREFIX);
      requestAnimationFrame(() => inner.current?.setSelectionRange(PHONE_PREFIX.length, PHONE_PREFIX.length));
    }
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (value !== undefined && value !== '' && isEmptyMask(value)) onChange('');
    onBlur?.(event);
  };

  return (
    <input
      {...rest}
      ref={setRefs}
      type="tel"
      inputMode="tel"
      autoComplete={rest.autoComplete ?? 'tel'}
      placeholder={rest.placeholder ?? '+38 (0__) ___-__-__'}
      className={className ?? 'input'}
      value={value ?? ''}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}
