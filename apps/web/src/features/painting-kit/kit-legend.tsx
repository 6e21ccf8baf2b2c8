'use client';

import type { KitPaint } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import type { PaintProgress } from './kit-progress';
import styles from './painting-kit.module.css';

interface Props {
  palette: readonly KitPaint[];
  byPaint: ReadonlyMap<number, PaintProgress> | null;
  highlight: number | null;
  onPick: (paint: number | null) => void;
  onNext: () => void;
}

const percent = (share: number) => (share * 100 < 1 ? '<1' : String(Math.round(share * 100)));

/** Every paint: number, colour, share of the canvas and regions done; a tap chooses it. */
export function KitLegend({ palette, byPaint, highlight, onPick, onNext }: Props) {
  const t = useTranslations('kit');
  const chosen = highlight === null ? null : byPaint?.get(highlight);
  return (
    <section className={styles.legend} aria-labelledby="kit-legend-title">
      <h2 id="kit-legend-title">{t('legend')}</h2>
      <p className={styles.hint}>{t('legendHint')}</p>
      {highlight !== null && (
        <div className={styles.chosen} role="status">
          {chosen && chosen.done >= chosen.total ? (
            <span>{t('allDone', { number: highlight })}</span>
          ) : (
            <button type="button" className="button" onClick={onNext} disabled={!byPaint}>
              {t('nextRegion')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => onPick(null)}>
            {t('showAll')}
          </button>
        </div>
      )}
      <ul className={styles.paints}>
        {palette.map((paint) => {
          const done = byPaint?.get(paint.number);
          return (
            <li key={paint.number}>
              <button
                type="button"
                className={styles.paint}
                aria-pressed={highlight === paint.number}
                data-paint={paint.number}
                onClick={() => onPick(highlight === paint.number ? null : paint.number)}
              >
                <span className={styles.swatch} style={{ background: paint.hex }} aria-hidden="true" />
                <span className={styles.paintName}>
                  <strong>{paint.number}</strong>
                  <span className="visually-hidden">{t('paint', { number: paint.number })}</span>
                </span>
                <span className={styles.paintShare}>{t('paintShare', { share: percent(paint.share) })}</span>
                <span className={styles.paintDone} data-testid="paint-done">
                  {t('paintDone', { done: done?.done ?? 0, total: done?.total ?? paint.regionCount })}
                </span>
                <span className={styles.paintBar} aria-hidden="true">
                  <span style={{ width: `${done && done.total ? (100 * done.done) / done.total : 0}%` }} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
