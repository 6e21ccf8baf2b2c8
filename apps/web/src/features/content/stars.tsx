import { StarIcon } from './star-icon';
import styles from './testimonials.module.css';

/** A rating as five stars, partly filled for an average (4.6 fills the fifth star by 60 %). */
export function Stars({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.starsEmpty}>
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={18} />
        ))}
      </span>
      <span className={styles.starsFull} style={{ width: `${percent}%` }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={18} />
        ))}
      </span>
    </span>
  );
}
