import type { ReactNode } from 'react';
import styles from './cabinet.module.css';

/** /cabinet/personal: the edit form in a panel, the loyalty card beside it. */
export function PersonalLayout({ form, card }: { form: ReactNode; card: ReactNode }) {
  return (
    <div className={styles.personal}>
      <div className={styles.panel}>{form}</div>
      {card}
    </div>
  );
}
