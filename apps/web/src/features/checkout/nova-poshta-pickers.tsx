'use client';

import type { DeliveryCityView, DeliveryPointView } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, type Ref } from 'react';
import { browserApi } from '@/lib/api/browser-api';
import { Combobox } from './combobox';
import styles from './fields.module.css';
import { TextField } from './text-field';

/*
 * The Nova Poshta city and branch (or parcel locker) pickers, with no form of their own: the
 * checkout binds them to its form (delivery-fields.tsx), the cabinet to the saved delivery
 * point (issue #48: the cabinet had a twin of its own that looked and worked otherwise).
 */

export type PointKind = 'branch' | 'postomat';

interface PickerProps<T> {
  /** the chosen option as text ('' when none) */
  value: string;
  onSelect: (option: T) => void;
  /** a translated message; marks the field invalid */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/** A city of the carrier's directory, searched as the shopper types. */
export function CityCombobox(props: PickerProps<DeliveryCityView>) {
  const t = useTranslations('checkout.delivery');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const load = useCallback(
    (search: string, signal: AbortSignal) =>
      browserApi<DeliveryCityView[]>(`/delivery/cities?search=${encodeURIComponent(search)}&limit=20`, {
        signal,
      }),
    [],
  );
  return (
    <Combobox<DeliveryCityView>
      label={t('city')}
      name={props.name}
      inputRef={props.inputRef}
      value={props.value}
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
      onSelect={props.onSelect}
      error={props.error}
      emptyText={t('nothingFound')}
      loadingText={t('searching')}
    />
  );
}

/**
 * A branch or parcel locker of the chosen city: the list opens on focus and narrows as the
 * shopper types a number or a street. With no city yet, a disabled field says to choose one.
 */
export function PointCombobox({
  kind,
  cityRef,
  ...props
}: PickerProps<DeliveryPointView> & { kind: PointKind; cityRef: string }) {
  const t = useTranslations('checkout.delivery');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
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
        error={props.error}
        {...(props.inputRef ? { inputRef: props.inputRef } : {})}
      />
    );
  }
  return (
    <Combobox<DeliveryPointView>
      key={`${cityRef}:${kind}`}
      label={label}
      name={props.name}
      inputRef={props.inputRef}
      value={props.value}
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
      onSelect={props.onSelect}
      error={props.error}
      emptyText={t('nothingFound')}
      loadingText={t('searching')}
    />
  );
}
