'use client';

import {
  deliveryTypes,
  type DeliveryCityView,
  type DeliveryPointView,
  type DeliveryType,
} from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { browserApi } from '@/lib/api/browser-api';
import type { CheckoutFieldValues } from './checkout-schema';
import { Combobox } from './combobox';
import { CountrySelect } from './country-select';
import styles from './fields.module.css';
import { TextField } from './text-field';
import { useErrorText } from './use-error-text';

const novaPoshta: readonly DeliveryType[] = ['post', 'postomat', 'new-post-address'];

function CityPicker() {
  const t = useTranslations('checkout.delivery');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const { setValue, getValues } = useFormContext<CheckoutFieldValues>();
  const { field, fieldState } = useController<CheckoutFieldValues, 'delivery.cityName'>({
    name: 'delivery.cityName',
  });

  const load = useCallback(
    (search: string, signal: AbortSignal) =>
      browserApi<DeliveryCityView[]>(`/delivery/cities?search=${encodeURIComponent(search)}&limit=20`, {
        signal,
      }),
    [],
  );

  const select = (city: DeliveryCityView) => {
    if (getValues('delivery.cityRef') !== city.ref) {
      // Branches belong to a city: another city forgets the branch and the locker.
      for (const name of ['branchRef', 'branchName', 'postomatRef', 'postomatName'] as const)
        setValue(`delivery.${name}`, '');
    }
    setValue('delivery.cityRef', city.ref);
    setValue('delivery.cityName', city.name[locale], {
      shouldValidate: fieldState.isTouched || !!fieldState.error,
    });
  };

  return (
    <Combobox<DeliveryCityView>
      label={t('city')}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      placeholder={t('cityPlaceholder')}
      load={load}
      optionKey={(c) => c.ref}
      optionText={(c) => c.name[locale]}
      renderOption={(c) => (
        <>
          <span className={styles.pointName}>{c.name[locale]}</span>
          <span className={styles.pointMeta}>{c.region[locale]}</span>
        </>
      )}
      onSelect={select}
      error={errorText(fieldState.error?.message)}
      emptyText={t('nothingFound')}
      loadingText={t('searching')}
    />
  );
}

function PointPicker({ kind }: { kind: 'branch' | 'postomat' }) {
  const t = useTranslations('checkout.delivery');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const { setValue } = useFormContext<CheckoutFieldValues>();
  const refName = kind === 'branch' ? 'delivery.branchRef' : 'delivery.postomatRef';
  const textName = kind === 'branch' ? 'delivery.branchName' : 'delivery.postomatName';
  const cityRef = useWatch<CheckoutFieldValues, 'delivery.cityRef'>({ name: 'delivery.cityRef' });
  const text = useWatch<CheckoutFieldValues, typeof textName>({ name: textName });
  const { field, fieldState } = useController<CheckoutFieldValues, typeof refName>({ name: refName });

  const load = useCallback(
    (search: string, signal: AbortSignal) =>
      browserApi<DeliveryPointView[]>(
        `/delivery/cities/${encodeURIComponent(cityRef)}/points?kind=${kind}&limit=100&search=${encodeURIComponent(search)}`,
        { signal },
      ),
    [cityRef, kind],
  );

  const label = kind === 'branch' ? t('branch') : t('postomat');
  if (!cityRef) {
    return (
      <TextField
        label={label}
        disabled
        value=""
        placeholder={t('cityFirst')}
        error={errorText(fieldState.error?.message)}
        inputRef={field.ref}
      />
    );
  }
  return (
    <Combobox<DeliveryPointView>
      key={`${cityRef}:${kind}`}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={text}
      placeholder={kind === 'branch' ? t('branchPlaceholder') : t('postomatPlaceholder')}
      minChars={0}
      load={load}
      optionKey={(p) => p.ref}
      optionText={(p) => p.name[locale]}
      renderOption={(p) => (
        <>
          <span className={styles.pointName}>{p.name[locale]}</span>
          <span className={styles.pointMeta}>{p.schedule[locale]}</span>
        </>
      )}
      onSelect={(p) => {
        setValue(textName, p.name[locale]);
        setValue(refName, p.ref, { shouldValidate: fieldState.isTouched || !!fieldState.error });
      }}
      error={errorText(fieldState.error?.message)}
      emptyText={t('nothingFound')}
      loadingText={t('searching')}
    />
  );
}

/**
 * The delivery block of the checkout and the photo-picture order: the seven delivery types
 * (SPEC §3) with the fields each needs (the domain's deliverySchema), a city search and a branch
 * or parcel-locker picker fed by the carrier directory.
 */
export function DeliveryFields({ offered = deliveryTypes }: { offered?: readonly DeliveryType[] }) {
  const t = useTranslations('checkout.delivery');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFieldValues>();
  const type = useWatch<CheckoutFieldValues, 'delivery.deliveryType'>({ name: 'delivery.deliveryType' });
  const e = errors.delivery;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('title')}</legend>
      <div className={styles.choices} role="radiogroup" aria-label={t('title')}>
        {offered.map((d) => (
          <label key={d} className={styles.choice}>
            <input type="radio" value={d} {...register('delivery.deliveryType')} />
            <span>
              <span className={styles.choiceTitle}>{t(`types.${d}`)}</span>
              <span className={styles.choiceNote}>{t(`typeNotes.${d}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {e?.deliveryType && <p className="field-error">{errorText(e.deliveryType.message)}</p>}

      <div className={styles.grid}>
        {novaPoshta.includes(type) && <CityPicker />}
        {type === 'post' && <PointPicker kind="branch" />}
        {type === 'postomat' && <PointPicker kind="postomat" />}
        {type === 'new-post-address' && (
          <TextField
            label={t('address')}
            autoComplete="street-address"
            placeholder={t('addressPlaceholder')}
            error={errorText(e?.address?.message)}
            {...register('delivery.address')}
          />
        )}
        {type === 'ukr-post' && (
          <>
            <TextField
              label={t('settlement')}
              autoComplete="address-level2"
              error={errorText(e?.city?.message)}
              {...register('delivery.city')}
            />
            <TextField
              label={t('postIndex')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              hint={t('postIndexHint')}
              error={errorText(e?.postIndex?.message)}
              {...register('delivery.postIndex')}
            />
            <TextField
              label={t('address')}
              optionalText={t('optional')}
              autoComplete="street-address"
              className={styles.wide}
              error={errorText(e?.address?.message)}
              {...register('delivery.address')}
            />
          </>
        )}
        {(type === 'new-intr' || type === 'ukr-intr') && (
          <>
            <CountrySelect error={errorText(e?.country?.message)} />
            <TextField
              label={t('settlement')}
              autoComplete="address-level2"
              error={errorText(e?.city?.message)}
              {...register('delivery.city')}
            />
            <TextField
              label={t('fullAddress')}
              autoComplete="street-address"
              className={styles.wide}
              error={errorText(e?.address?.message)}
              {...register('delivery.address')}
            />
          </>
        )}
      </div>
      {type === 'takeaway' && (
        <div className={styles.info}>
          <p>{t('takeawayInfo')}</p>
        </div>
      )}
      {(type === 'new-intr' || type === 'ukr-intr') && (
        <div className={styles.info}>
          <p>{t('abroadInfo')}</p>
        </div>
      )}
    </fieldset>
  );
}
