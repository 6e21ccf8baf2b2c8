import styles from './content-page.module.css';

/** The heading block every content page starts with. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }) {
  return (
    <header className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
