'use client';

import {
  formatUah,
  photoComplectations,
  photoPictureUnitPrice,
  photoSizes,
  photoSpeeds,
  type PhotoComplectation,
  type PhotoSize,
  type PhotoSpeed,
} from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import styles from './photo-picture.module.css';

export interface PhotoOptionsValue {
  complectation: PhotoComplectation;
  size: PhotoSize;
  speed: PhotoSpeed;
  amount: number;
}

export const MAX_PHOTO_AMOUNT = 20;

interface PhotoOptionsProps {
  value: PhotoOptionsValue;
  onChange: (value: PhotoOptionsValue) => void;
}

/** Complectation, size (requirements §3 photo sizes), speed and amount, each with its price. */
export function PhotoOptions({ value, onChange }: PhotoOptionsProps) {
  const t = useTranslations('photo.options');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const set = (patch: Partial<PhotoOptionsValue>) => onChange({ ...value, ...patch });

  return (
    <div className={styles.options}>
      <fieldset className={styles.group}>
        <legend>{t('complectation')}</legend>
        <div className={styles.cards}>
          {photoComplectations.map((c) => (
            <label key={c} className={styles.card}>
              <input
                type="radio"
                name="complectation"
                value={c}
                checked={value.complectation === c}
                onChange={() => set({ complectation: c })}
              />
              <span>
                <span className={styles.cardTitle}>{t(`complectations.${c}`)}</span>
                <span className={styles.cardNote}>{t(`complectationNotes.${c}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('size')}</legend>
        <div className={styles.sizes}>
          {photoSizes.map((s) => (
            <label key={s} className={styles.size}>
              <input
                type="radio"
                name="size"
                value={s}
                checked={value.size === s}
                onChange={() => set({ size: s })}
              />
              <span className={styles.sizeName}>{t('sizeCm', { size: s.replace('x', '×') })}</span>
              <span className={styles.sizePrice}>
                {formatUah(photoPictureUnitPrice(s, value.complectation, 'standart'), locale)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('speed')}</legend>
        <div className={styles.cards}>
          {[...photoSpeeds].reverse().map((s) => (
            <label key={s} className={styles.card}>
              <input
                type="radio"
                name="speed"
                value={s}
                checked={value.speed === s}
                onChange={() => set({ speed: s })}
              />
              <span>
                <span className={styles.cardTitle}>{t(`speeds.${s}`)}</span>
                <span className={styles.cardNote}>{t(`speedNotes.${s}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.group}>
        <span className={styles.amountLabel} id="photo-amount-label">
          {t('amount')}
        </span>
        <div className={styles.stepper} role="group" aria-labelledby="photo-amount-label">
          <button
            type="button"
            onClick={() => set({ amount: Math.max(1, value.amount - 1) })}
            disabled={value.amount <= 1}
            aria-label={t('less')}
          >
            −
          </button>
          <output aria-live="polite">{value.amount}</output>
          <button
            type="button"
            onClick={() => set({ amount: Math.min(MAX_PHOTO_AMOUNT, value.amount + 1) })}
            disabled={value.amount >= MAX_PHOTO_AMOUNT}
            aria-label={t('more')}
          >
            +
          </button>
        </div>
      </div>
    </div>
  );
}
