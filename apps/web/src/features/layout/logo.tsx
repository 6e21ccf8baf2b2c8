import styles from './site-header.module.css';

/** The shop's mark: a palette with three dabs of paint, and the name in the display face. */
export function Logo() {
  return (
    <span className={styles.logoInner}>
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path
          d="M20 3C10.6 3 3 10 3 19c0 8.8 7 16 15.4 16 2.4 0 3.6-1.3 3.6-3 0-1.2-.7-2-.7-3.3 0-1.6 1.3-2.7 3-2.7h4.2C34 26 37 22.4 37 18 37 9.6 29.4 3 20 3Z"
          fill="var(--accent)"
        />
        <circle cx="12" cy="17" r="3" fill="var(--paper)" />
        <circle cx="18.5" cy="10.5" r="2.7" fill="#f2c14e" />
        <circle cx="27" cy="11.5" r="2.7" fill="#7fa35b" />
        <circle cx="30.5" cy="19" r="2.4" fill="#5b8fb0" />
      </svg>
      <span className={styles.wordmark}>Kartyna</span>
    </span>
  );
}
