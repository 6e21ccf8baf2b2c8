import type { PaletteColour } from '@kartyna/paint-by-numbers';
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { formatCount } from '@/lib/count-text/count-text';
import styles from './photo-preview.module.css';

/** Each paint of the kit: its number on the canvas, its colour and how much of it comes in the pot. */
export const PaletteLegend = memo(function PaletteLegend({ palette }: { palette: PaletteColour[] }) {
  const t = useTranslations('photo.preview');
  const locale = useLocale();
  // Not Intl.NumberFormat: the page's first one costs ICU's number data (count-text.ts).
  const ml = { format: (value: number) => formatCount(value, locale, 1) };
  return (
    <section className={styles.legend} aria-labelledby="photo-legend-title">
      <h3 id="photo-legend-title">{t('legend')}</h3>
      <ol className={styles.legendList}>
        {palette.map((paint) => (
          <li
            key={paint.number}
            aria-label={`${t('legendNumber')} ${paint.number}, ${t('legendMl', { ml: ml.format(paint.paintMl) })}`}
          >
            <span className={styles.swatch} style={{ background: paint.hex }} aria-hidden="true" />
            <span className={styles.paintNumber}>{paint.number}</span>
            <span className={styles.paintMl}>{t('legendMl', { ml: ml.format(paint.paintMl) })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
});
