import type { ReactNode } from 'react';
import styles from './cabinet.module.css';

/** A cabinet section: its heading, an optional lead line, then the content. */
export function CabinetPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={styles.pageTitle}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : <div className={styles.gap} />}
      {children}
    </>
  );
}

/** The cabinet frame: section navigation beside the page (chips above it on mobile). */
export function CabinetShell({
  label,
  nav,
  children,
}: {
  label: string;
  nav: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.shell}`}>
      <aside className={styles.aside}>
        <p className={styles.eyebrow}>{label}</p>
        {nav}
      </aside>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
