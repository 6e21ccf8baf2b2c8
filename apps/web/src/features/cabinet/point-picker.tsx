'use client';

import type { DeliveryCityView, DeliveryPointView, User } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSession } from '@/features/account';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import styles from './delivery.module.css';

export type PointKind = 'branch' | 'postomat';

const endpoint: Record<PointKind, string> = {
  branch: '/user/delivery/department',
  postomat: '/user/delivery/postomat',
};

/**
 * Picks a Nova Poshta city (typed search against the API's directory) and then one of its
 * branches or parcel lockers, and saves the choice to the profile (PUT /user/delivery/…).
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
  const id = useId();
  const [query, setQuery] = useState('');
  const [cities, setCities] = useState<DeliveryCityView[]>([]);
  const [searching, setSearching] = useState(false);
  const [city, setCity] = useState<DeliveryCityView | null>(null);
  const [points, setPoints] = useState<DeliveryPointView[] | null>(null);
  const [filter, setFilter] = useState('');
  const [pointRef, setPointRef] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Cities as the shopper types, after a short pause; the last answer wins.
  useEffect(() => {
    const text = query.trim();
    if (city || text.length < 2) {
      setCities([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      browserApi<DeliveryCityView[]>(`/delivery/cities?search=${encodeURIComponent(text)}&limit=8`, {
        signal: controller.signal,
      })
        .then(setCities)
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setError(t('unavailable'));
        })
        .finally(() => setSearching(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, city, t]);

  useEffect(() => {
    if (!city) return;
    const controller = new AbortController();
    setPoints(null);
    browserApi<DeliveryPointView[]>(`/delivery/cities/${encodeURIComponent(city.ref)}/points?kind=${kind}`, {
      signal: controller.signal,
    })
      .then(setPoints)
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setError(t('unavailable'));
      });
    return () => controller.abort();
  }, [city, kind, t]);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!points || !needle) return points ?? [];
    return points.filter((p) =>
      `${p.number} ${p.name[lang]} ${p.address[lang]}`.toLowerCase().includes(needle),
    );
  }, [points, filter, lang]);

  const chooseCity = (next: DeliveryCityView) => {
    setCity(next);
    setQuery(next.name[lang]);
    setPointRef('');
    setFilter('');
    setError(null);
  };

  const save = async () => {
    if (!city) return setError(tErr('enter_delivery_data'));
    if (!pointRef) return setError(tErr(kind === 'branch' ? 'choose_branch' : 'choose_postomat'));
    setSaving(true);
    setError(null);
    try {
      const body =
        kind === 'branch'
          ? { cityRef: city.ref, branchRef: pointRef }
          : { cityRef: city.ref, postomatRef: pointRef };
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
      <div className="field">
        <label htmlFor={`${id}-city`}>{t('city')}</label>
        <input
          id={`${id}-city`}
          className="input"
          type="search"
          autoComplete="off"
          placeholder={t('cityPlaceholder')}
          value={query}
          aria-describedby={`${id}-city-note`}
          onChange={(event) => {
            setQuery(event.target.value);
            setCity(null);
            setPoints(null);
            setPointRef('');
          }}
          autoFocus
        />
        <span id={`${id}-city-note`} className={styles.note} aria-live="polite">
          {searching
            ? t('cityLoading')
            : !city && query.trim().length >= 2 && cities.length === 0
              ? t('cityNone')
              : ''}
        </span>
        {!city && cities.length > 0 && (
          <ul className={styles.cities} aria-label={t('city')}>
            {cities.map((c) => (
              <li key={c.ref}>
                <button type="button" className={styles.city} onClick={() => chooseCity(c)}>
                  <strong>{c.name[lang]}</strong> <span>{c.region[lang]}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {city && points && points.length > 8 && (
        <div className="field">
          <label htmlFor={`${id}-filter`}>{t('pointFilter')}</label>
          <input
            id={`${id}-filter`}
            className="input"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      {city && (
        <div className="field">
          <label htmlFor={`${id}-point`}>{t(kind === 'branch' ? 'branchPick' : 'postomatPick')}</label>
          <select
            id={`${id}-point`}
            className="input"
            value={pointRef}
            disabled={!points}
            onChange={(event) => setPointRef(event.target.value)}
          >
            <option value="">
              {points && points.length === 0 ? t('pointsNone') : t('pointPlaceholder')}
            </option>
            {shown.map((p) => (
              <option key={p.ref} value={p.ref}>
                {p.name[lang]}
              </option>
            ))}
          </select>
        </div>
      )}
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
