import { useTranslations } from 'next-intl';
import styles from './product-page.module.css';

/** Difficulty 1–5 as five dots and a word; the word is what a screen reader hears. */
export function Difficulty({ level }: { level: number }) {
  const t = useTranslations('catalog.difficulty');
  const clamped = Math.min(5, Math.max(1, Math.round(level)));
  return (
    <span className={styles.difficulty}>
      <span className={styles.dots} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={n <= clamped ? styles.dotOn : styles.dotOff} />
        ))}
      </span>
      {t(String(clamped) as '1')}
    </span>
  );
}
