import styles from './content-page.module.css';

/** A titled block of paragraphs and/or a bullet list, as the long pages keep them in messages. */
export interface TextSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export function TextSections({
  sections,
  numbered = false,
}: {
  sections: TextSection[];
  numbered?: boolean;
}) {
  return (
    <div className={styles.prose}>
      {sections.map((s, i) => (
        <section key={s.title} className={styles.section} aria-labelledby={`section-${i}`}>
          <h2 id={`section-${i}`}>{numbered ? `${i + 1}. ${s.title}` : s.title}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items && (
            <ul>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
