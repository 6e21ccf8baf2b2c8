import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

/**
 * "Something went wrong" (requirements §2 "Error pages"), shared by the error boundary (client) and
 * the /error page (server): texts and actions come from the caller.
 */
export function ErrorScreen({
  title,
  text,
  artLabel,
  children,
}: {
  title: string;
  text: string;
  artLabel: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.screen}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.art}>
          <svg viewBox="0 0 300 240" role="img" aria-label={artLabel} className={styles.svg}>
            <ellipse cx="150" cy="210" rx="120" ry="16" fill="#f3ebdf" />
            {/* a tipped-over paint jar and its spill */}
            <path
              d="M150 206c-40 0-96-4-96-16s34-10 60-10 80-6 98 6-22 20-62 20Z"
              fill="#b4532a"
              opacity="0.85"
            />
            <g transform="rotate(-72 190 150)">
              <rect
                x="150"
                y="110"
                width="80"
                height="96"
                rx="10"
                fill="#fffdf9"
                stroke="#8a6a4f"
                strokeWidth="5"
              />
              <rect x="144" y="100" width="92" height="18" rx="6" fill="#8a6a4f" />
              <rect x="160" y="140" width="60" height="40" rx="4" fill="#f6e3d6" />
            </g>
            <circle cx="84" cy="170" r="7" fill="#b4532a" />
            <circle cx="64" cy="180" r="4" fill="#b4532a" />
            {/* a brush stroke and a few splashes that flew off */}
            <path
              d="M34 70c18-16 40-18 58-6"
              fill="none"
              stroke="#f2c14e"
              strokeWidth="9"
              strokeLinecap="round"
              opacity="0.85"
            />
            <circle cx="104" cy="58" r="5" fill="#f2c14e" />
            <circle cx="236" cy="52" r="9" fill="#5b8fb0" opacity="0.85" />
            <circle cx="256" cy="74" r="4" fill="#5b8fb0" />
          </svg>
        </div>
        <div className={styles.copy}>
          <h1>{title}</h1>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>{children}</div>
        </div>
      </div>
    </section>
  );
}
