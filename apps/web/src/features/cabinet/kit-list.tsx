import type { KitListItem } from '@kartyna/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { CabinetEmpty } from './cabinet-empty';
import { kitOrderNumber } from './kit-order-number';
import styles from './kit-list.module.css';

/** /cabinet/kits: the buyer's paint-by-numbers kits, each opening the painting companion. */
export async function KitList({ kits, locale }: { kits: KitListItem[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'cabinet.kits' });
  if (kits.length === 0) {
    return <CabinetEmpty text={t('empty')} action={t('toCatalog')} />;
  }
  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.list}>
        {kits.map((kit) => (
          <li key={kit.ref} className={styles.kit} data-kit={kit.ref}>
            {kit.imageUrl ? (
              <img src={kit.imageUrl} alt="" className={styles.picture} decoding="async" />
            ) : (
              <span className={styles.picture} aria-hidden="true" />
            )}
            <div className={styles.body}>
              <h2>{kit.title}</h2>
              <p className={styles.meta}>
                {t('order', { number: kitOrderNumber(kit, locale) })}
                {' · '}
                {kit.status === 'ready'
                  ? t('done', { percent: Math.floor(kit.done * 100) })
                  : t(kit.status === 'preparing' ? 'preparing' : 'failed')}
              </p>
              {kit.status !== 'failed' && (
                <Link href={`/kit/${kit.ref}`} className="button" prefetch={false}>
                  {t('open')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
