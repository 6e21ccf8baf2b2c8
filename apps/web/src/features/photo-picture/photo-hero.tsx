import { useTranslations } from 'next-intl';
import styles from './photo-hero.module.css';

/** The page's opening: what a photo picture is and how ordering one works. */
export function PhotoHero() {
  const t = useTranslations('photo.hero');
  return (
    <header className={styles.hero}>
      <div>
        <p className={styles.kicker}>{t('kicker')}</p>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      <ol className={styles.steps}>
        <li>
          <strong>{t('step1')}</strong>
          <span>{t('step1Text')}</span>
        </li>
        <li>
          <strong>{t('step2')}</strong>
          <span>{t('step2Text')}</span>
        </li>
        <li>
          <strong>{t('step3')}</strong>
          <span>{t('step3Text')}</span>
        </li>
      </ol>
    </header>
  );
}
