'use client';

import type { DeliveryCityView, DeliveryPointView, User } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/account';
import { CityCombobox, PointCombobox } from '@/features/checkout';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './delivery.module.css';

export type PointKind = 'branch' | 'postomat';

const endpoint: Record<PointKind, string> = {
  branch: '/user/delivery/department',
  postomat: '/user/delivery/postomat',
};

/**
 * Picks a Nova Poshta city and then one of its branches or parcel lockers with the checkout's
 * own pickers (one look, one way of working, wherever a shopper chooses a branch), and saves
 * the choice to the profile (PUT /user/delivery/…).
 */
export function PointPicker({
  kind,
  onSaved,
  onCancel,
}: {
  kind: PointKind;
  onSaved: (user: User) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('cabinet.delivery');
  const tErr = useTranslations('cabinet.errors');
  const lang = useLocale() === 'ru' ? 'ru' : 'ua';
  const { handleAuthError } = useSession();
  const [city, setCity] = useState<DeliveryCityView | null>(null);
  const [point, setPoint] = useState<DeliveryPointView | null>(null);
  const [missing, setMissing] = useState<'city' | 'point' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cityInput = useRef<HTMLInputElement>(null);

  // Opened by "Choose" or "Change": the city is what the shopper types first.
  useEffect(() => cityInput.current?.focus(), []);

  const chooseCity = (next: DeliveryCityView) => {
    // Branches belong to a city: another city forgets the branch.
    if (next.ref !== city?.ref) setPoint(null);
    setCity(next);
    setMissing(null);
  };

  const save = async () => {
    if (!city) return setMissing('city');
    if (!point) return setMissing('point');
    setSaving(true);
    setError(null);
    try {
      const body =
        kind === 'branch'
          ? { cityRef: city.ref, branchRef: point.ref }
          : { cityRef: city.ref, postomatRef: point.ref };
      onSaved(await browserApi<User>(endpoint[kind], { method: 'PUT', body }));
    } catch (e) {
      if (handleAuthError(e)) return;
      const field = e instanceof ApiError ? e.errors[0]?.message : undefined;
      setError(field && tErr.has(field) ? tErr(field) : t('unavailable'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.picker}>
      <CityCombobox
        inputRef={cityInput}
        value={city?.name[lang] ?? ''}
        onSelect={chooseCity}
        error={missing === 'city' ? tErr('enter_delivery_data') : undefined}
      />
      <PointCombobox
        kind={kind}
        cityRef={city?.ref ?? ''}
        value={point?.name[lang] ?? ''}
        onSelect={(next) => {
          setPoint(next);
          setMissing(null);
        }}
        error={
          missing === 'point' ? tErr(kind === 'branch' ? 'choose_branch' : 'choose_postomat') : undefined
        }
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={save} disabled={saving}>
          {t('save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
