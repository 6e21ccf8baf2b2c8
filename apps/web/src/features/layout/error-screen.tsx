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
          {/* A file, not inline: the error boundary's screen is in every page's JavaScript, and its
              drawing (a tipped-over paint jar) would travel with each of them. */}
          <img src="/art/error.svg" alt={artLabel} width={300} height={240} className={styles.svg} />
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
