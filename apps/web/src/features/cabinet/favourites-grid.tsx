'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/account';
import { CabinetEmpty } from './cabinet-empty';
import styles from './favourites.module.css';

export interface FavouriteItem {
  id: number;
  name: string;
  /** the product card, rendered on the server */
  card: ReactNode;
}

/**
 * /cabinet/favourite: the saved products as the server listed them, minus any the shopper
 * removes here (the remove button, or the heart on the card) — no reload needed.
 */
export function FavouritesGrid({ items }: { items: FavouriteItem[] }) {
  const t = useTranslations('cabinet.favourite');
  const tc = useTranslations('cabinet');
  const { savedIds, savedReady, setSaved } = useSession();
  const [removing, setRemoving] = useState<number | null>(null);
  // Until the session's own list arrives, the server's answer is the truth.
  const shown = savedReady ? items.filter((item) => savedIds.includes(item.id)) : items;

  const remove = async (id: number) => {
    setRemoving(id);
    try {
      await setSaved(id, false);
      toast(t('removed'));
    } catch {
      toast.error(tc('failed'));
    } finally {
      setRemoving(null);
    }
  };

  if (shown.length === 0) {
    return <CabinetEmpty text={t('empty')} action={t('toCatalog')} />;
  }
  return (
    <ul className={styles.grid}>
      {shown.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.card}
          <button
            type="button"
            className={`button button-secondary ${styles.remove}`}
            aria-label={t('removeLabel', { name: item.name })}
            disabled={removing === item.id}
            onClick={() => remove(item.id)}
          >
            {t('remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
