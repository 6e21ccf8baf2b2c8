'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInputSchema } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { browserApi } from '@/lib/api/browser-api';
import styles from './form.module.css';
import { PhoneInput } from '@/lib/phone-input';
import { applyApiError } from './submit-errors';
import { useErrorText } from './use-error-text';

type Input = z.input<typeof contactMessageInputSchema>;
type Output = z.output<typeof contactMessageInputSchema>;
const fields = ['name', 'email', 'phone', 'message'] as const;

/** The contact message (requirements §3/§5): name, e-mail, phone and a message that is not empty. */
export function ContactForm() {
  const t = useTranslations('content.contacts.form');
  const errorText = useErrorText();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  const onSubmit = async (values: Output) => {
    try {
      await browserApi('/contact-messages', { method: 'POST', body: values });
      toast.success(t('thanks'));
      reset();
    } catch (error) {
      const key = applyApiError(error, fields, setError);
      if (key) toast.error(errorText(key));
    }
  };

  const err = (name: (typeof fields)[number]) => errorText(errors[name]?.message);
  const describe = (name: string, has: boolean) =>
    has ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  const required = (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            {t('name')}
            {required}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            autoComplete="name"
            aria-required="true"
            {...describe('name', !!errors.name)}
            {...register('name')}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="field-error">
              {err('name')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>
            {t('email')}
            {required}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            className="input"
            aria-required="true"
            {...describe('email', !!errors.email)}
            {...register('email')}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="field-error">
              {err('email')}
            </p>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          {t('phone')}
          <span className={styles.optional}>{t('optional')}</span>
        </label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={`${id}-phone`}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...describe('phone', !!errors.phone)}
            />
          )}
        />
        {errors.phone && (
          <p id={`${id}-phone-error`} className="field-error">
            {err('phone')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>
          {t('message')}
          {required}
        </label>
        <textarea
          id={`${id}-message`}
          className={`input ${styles.textarea}`}
          maxLength={5000}
          aria-required="true"
          {...describe('message', !!errors.message)}
          {...register('message')}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className="field-error">
            {err('message')}
          </p>
        )}
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </button>
      <p className={styles.hint}>{t('replyNote')}</p>
    </form>
  );
}
