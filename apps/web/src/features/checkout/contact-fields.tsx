'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { CheckoutFieldValues } from './checkout-schema';
import styles from './fields.module.css';
import { PhoneField } from './phone-input';
import { TextField } from './text-field';
import { useErrorText } from './use-error-text';

/** requirements §3 order contact: last name, first name, optional father's name, mail, phone, comment. */
export function ContactFields({ withComment = true }: { withComment?: boolean }) {
  const t = useTranslations('checkout.contact');
  const errorText = useErrorText();
  const commentId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFieldValues>();
  const e = errors.contact;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('title')}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          error={errorText(e?.lastName?.message)}
          {...register('contact.lastName')}
        />
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          error={errorText(e?.firstName?.message)}
          {...register('contact.firstName')}
        />
        <TextField
          label={t('fatherName')}
          optionalText={t('optional')}
          autoComplete="additional-name"
          error={errorText(e?.fatherName?.message)}
          {...register('contact.fatherName')}
        />
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorText(e?.email?.message)}
          {...register('contact.email')}
        />
        <Controller
          control={control}
          name="contact.phone"
          render={({ field, fieldState }) => (
            <PhoneField
              label={t('phone')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        {withComment && (
          <div className={`field ${styles.wide}`}>
            <label htmlFor={commentId}>
              {t('comment')} <span className={styles.optional}>({t('optional')})</span>
            </label>
            <textarea
              id={commentId}
              className={`input ${styles.textarea}`}
              maxLength={1000}
              aria-invalid={e?.comment ? true : undefined}
              {...register('contact.comment')}
            />
            {e?.comment && <span className="field-error">{errorText(e.comment.message)}</span>}
          </div>
        )}
      </div>
    </fieldset>
  );
}
