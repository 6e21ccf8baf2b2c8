'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { localePath } from '@/i18n/client-navigation';
import styles from './account-buttons.module.css';
import { SpriteIcon } from '@/lib/icons/sprite-icon';
import { useSession } from './session-context';
import { preloadAuthDialog } from './session-provider';
import { countForm } from '@/lib/count-text/plural-form';

/**
 * Header icon: the cabinet, or the sign-in modal without a session (requirements §2, §6). The
 * header's links are plain links the shell navigates in the app (shell-enhancer.tsx): no next/link
 * in every page's JavaScript (issue #46).
 */
export function AccountButton() {
  const t = useTranslations('account.header');
  const locale = useLocale();
  const { signedIn, openAuth } = useSession();
  if (signedIn) {
    return (
      <a
        href={localePath('/cabinet/personal', locale)}
        className={styles.icon}
        aria-label={t('cabinet')}
        title={t('cabinet')}
      >
        <SpriteIcon name="person" />
      </a>
    );
  }
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={t('signIn')}
      title={t('signIn')}
      aria-haspopup="dialog"
      onPointerEnter={() => preloadAuthDialog(locale)}
      onFocus={() => preloadAuthDialog(locale)}
      onClick={() => openAuth('sign-in')}
    >
      <SpriteIcon name="person" />
    </button>
  );
}

/** Header icon: favourites with their count, shown only with a session (requirements §2). */
export function FavouritesButton() {
  const t = useTranslations('account.header');
  const locale = useLocale();
  const { signedIn, savedIds, openAuth } = useSession();
  if (signedIn) {
    const count = savedIds.length;
    return (
      <a
        href={localePath('/cabinet/favourite', locale)}
        className={styles.icon}
        aria-label={t('favouritesCount', { count, form: countForm(count) })}
      >
        <SpriteIcon name="heart" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="favourites-count">
            {count}
          </span>
        )}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={t('favourites')}
      title={t('favourites')}
      aria-haspopup="dialog"
      onPointerEnter={() => preloadAuthDialog(locale)}
      onFocus={() => preloadAuthDialog(locale)}
      onClick={() => openAuth('sign-in')}
    >
      <SpriteIcon name="heart" />
    </button>
  );
}

/** The heart on a product: save to / remove from the wish list; asks to sign in first. */
export function SaveProductButton({ productId, className }: { productId: number; className?: string }) {
  const t = useTranslations('account.save');
  const locale = useLocale();
  const { signedIn, savedIds, toggleSaved } = useSession();
  const [busy, setBusy] = useState(false);
  const saved = signedIn && savedIds.includes(productId);

  const onClick = async () => {
    if (busy) return;
    if (!signedIn) preloadAuthDialog(locale);
    setBusy(true);
    try {
      const nowSaved = await toggleSaved(productId);
      if (nowSaved) toast.success(t('added'));
      else if (saved) toast(t('removed'));
    } catch {
      toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={t('label')}
      title={saved ? t('savedTitle') : t('label')}
      onClick={onClick}
    >
      <SpriteIcon name="heart" filled={saved} />
    </button>
  );
}
