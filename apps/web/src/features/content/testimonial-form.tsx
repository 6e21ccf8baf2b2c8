'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { testimonialInputSchema } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { Fragment, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { browserApi } from '@/lib/api/browser-api';
import styles from './form.module.css';
import { PhoneInput } from '@/lib/phone-input';
import { StarIcon } from './star-icon';
import { applyApiError } from './submit-errors';
import { useErrorText } from './use-error-text';

type Input = z.input<typeof testimonialInputSchema>;
type Output = z.output<typeof testimonialInputSchema>;
const fields = ['name', 'rating', 'phone', 'email', 'text'] as const;

/** Leave a testimonial (requirements §3/§5): name, rating, phone required; it waits for moderation. */
export function TestimonialForm() {
  const t = useTranslations('content.testimonials.form');
  const errorText = useErrorText();
  const id = useId();
  const [sent, setSent] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(testimonialInputSchema),
    defaultValues: { name: '', rating: '5', phone: '', email: '', text: '' },
  });

  const onSubmit = async (values: Output) => {
    try {
      await browserApi('/testimonials', { method: 'POST', body: values });
      toast.success(t('thanks'));
      reset();
      setSent(true);
    } catch (error) {
      const key = applyApiError(error, fields, setError);
      if (key) toast.error(errorText(key));
    }
  };

  const err = (name: (typeof fields)[number]) => errorText(errors[name]?.message);
  const describe = (name: string, has: boolean) =>
    has ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          {t('name')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
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
      <fieldset className={styles.stars}>
        <legend>{t('rating')}</legend>
        <div className={styles.starRow}>
          {[5, 4, 3, 2, 1].map((n) => (
            <Fragment key={n}>
              <input type="radio" id={`${id}-r${n}`} value={String(n)} {...register('rating')} />
              <label htmlFor={`${id}-r${n}`} title={t('stars', { n })}>
                <StarIcon size={30} />
                <span className="visually-hidden">{t('stars', { n })}</span>
              </label>
            </Fragment>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="field-error">
            {err('rating')}
          </p>
        )}
      </fieldset>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            {t('phone')}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
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
                aria-required="true"
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
          <label htmlFor={`${id}-email`}>
            {t('email')}
            <span className={styles.optional}>{t('optional')}</span>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            className="input"
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
        <label htmlFor={`${id}-text`}>{t('text')}</label>
        <textarea
          id={`${id}-text`}
          className={`input ${styles.textarea}`}
          maxLength={3000}
          {...describe('text', !!errors.text)}
          {...register('text')}
        />
        {errors.text && (
          <p id={`${id}-text-error`} className="field-error">
            {err('text')}
          </p>
        )}
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </button>
      <p className={styles.hint} role="status">
        {sent ? t('sentNote') : t('moderationNote')}
      </p>
    </form>
  );
}
