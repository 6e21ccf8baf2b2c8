'use client';

import {
  deliveryTypes,
  type DeliveryCityView,
  type DeliveryPointView,
  type DeliveryType,
} from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutFieldValues } from './checkout-schema';
import { CountrySelect } from './country-select';
import styles from './fields.module.css';
import { CityCombobox, PointCombobox, type PointKind } from './nova-poshta-pickers';
import { TextField } from './text-field';
import { useErrorText } from './use-error-text';

const novaPoshta: readonly DeliveryType[] = ['post', 'postomat', 'new-post-address'];

/** The city search bound to the form: another city forgets the branch and the locker. */
function CityPicker() {
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const { setValue, getValues } = useFormContext<CheckoutFieldValues>();
  const { field, fieldState } = useController<CheckoutFieldValues, 'delivery.cityName'>({
    name: 'delivery.cityName',
  });

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
    <CityCombobox
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onSelect={select}
      error={errorText(fieldState.error?.message)}
    />
  );
}

/** The branch or parcel locker bound to the form, by its ref and its name. */
function PointPicker({ kind }: { kind: PointKind }) {
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const errorText = useErrorText();
  const { setValue } = useFormContext<CheckoutFieldValues>();
  const refName = kind === 'branch' ? 'delivery.branchRef' : 'delivery.postomatRef';
  const textName = kind === 'branch' ? 'delivery.branchName' : 'delivery.postomatName';
  const cityRef = useWatch<CheckoutFieldValues, 'delivery.cityRef'>({ name: 'delivery.cityRef' });
  const text = useWatch<CheckoutFieldValues, typeof textName>({ name: textName });
  const { field, fieldState } = useController<CheckoutFieldValues, typeof refName>({ name: refName });

  return (
    <PointCombobox
      kind={kind}
      cityRef={cityRef}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onSelect={(p: DeliveryPointView) => {
        setValue(textName, p.name[locale]);
        setValue(refName, p.ref, { shouldValidate: fieldState.isTouched || !!fieldState.error });
      }}
      error={errorText(fieldState.error?.message)}
    />
  );
}

/**
 * The delivery block of the checkout and the photo-picture order: the seven delivery types
 * (requirements §3) with the fields each needs (the domain's deliverySchema), a city search and a branch
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
