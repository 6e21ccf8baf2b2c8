'use client';

import { excludedCountries } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutFieldValues } from './checkout-schema';

/** Where the shop's parcels usually go abroad; the two excluded countries are not offered (requirements §1). */
const destinations = [
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GE',
  'GR',
  'HR',
  'HU',
  'IE',
  'IL',
  'IT',
  'KZ',
  'LT',
  'LU',
  'LV',
  'MD',
  'ME',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
  'TR',
  'US',
].filter((c) => !(excludedCountries as readonly string[]).includes(c));

export function CountrySelect({ error }: { error?: string }) {
  const t = useTranslations('checkout.delivery');
  const locale = useLocale();
  const id = useId();
  const { register } = useFormContext<CheckoutFieldValues>();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale === 'ru' ? 'ru' : 'uk'], { type: 'region' });
    return destinations
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale === 'ru' ? 'ru' : 'uk'));
  }, [locale]);

  return (
    <div className="field">
      <label htmlFor={id}>{t('country')}</label>
      <select
        id={id}
        className="input"
        autoComplete="country"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register('delivery.country')}
      >
        <option value="">{t('countryPlaceholder')}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
