import { PlainLink } from '@/i18n/plain-link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** internal path without the locale; the last crumb (the current page) has none */
  href?: string;
}

/** The trail from home to the current page; the current one is marked, not linked. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className={styles.item}>
            {item.href ? (
              <PlainLink href={item.href}>{item.label}</PlainLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
