import { labels as knownLabels } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import styles from './product-labels.module.css';

/** requirements §3 labels, in a fixed order; preorder reads "expected" (requirements §2). Unknown ones are skipped. */
export function ProductLabels({ labels, className }: { labels: string[]; className?: string }) {
  const t = useTranslations('catalog.labels');
  const shown = knownLabels.filter((label) => labels.includes(label));
  if (shown.length === 0) return null;
  return (
    <ul className={`${styles.labels} ${className ?? ''}`}>
      {shown.map((label) => (
        <li key={label} className={`${styles.label} ${styles[label] ?? ''}`}>
          {t(label)}
        </li>
      ))}
    </ul>
  );
}
