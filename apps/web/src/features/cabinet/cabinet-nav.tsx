'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account';
import { Link, usePathname } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/api-error';
import { logoutEverywhere } from '@/lib/api/order-access';
import styles from './cabinet.module.css';

const entries = [
  ['personal', '/cabinet/personal'],
  ['history', '/cabinet/history'],
  ['kits', '/cabinet/kits'],
  ['delivery', '/cabinet/delivery'],
  ['favourite', '/cabinet/favourite'],
  ['changePassword', '/cabinet/change-password'],
] as const;

/** requirements §2 cabinet navigation: personal data, order history, delivery, wish list, password, logout. */
export function CabinetNav() {
  const t = useTranslations('cabinet.nav');
  const pathname = usePathname();
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  const [everywhereFailed, setEverywhereFailed] = useState(false);

  // Every session of the account ends on the server; then this browser forgets its own.
  const logoutAll = async () => {
    setLeaving(true);
    setEverywhereFailed(false);
    try {
      await logoutEverywhere();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // An API without the route (404) or a blip: this session stays, and the shopper is told.
      if (error.statusCode !== 401) {
        setEverywhereFailed(true);
        setLeaving(false);
        return;
      }
    }
    await logout().finally(() => setLeaving(false));
  };

  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul className={styles.navList}>
        {entries.map(([key, href]) => (
          <li key={key}>
            <Link
              href={href}
              className={styles.navLink}
              aria-current={pathname === href ? 'page' : undefined}
            >
              {t(key)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${styles.navLink} ${styles.logout}`}
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              logout().finally(() => setLeaving(false));
            }}
          >
            {t('logout')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={`${styles.navLink} ${styles.logout} ${styles.logoutAll}`}
            disabled={leaving}
            onClick={logoutAll}
          >
            {t('logoutAll')}
          </button>
          {everywhereFailed && (
            <p className="field-error" role="alert">
              {t('logoutAllFailed')}
            </p>
          )}
        </li>
      </ul>
    </nav>
  );
}
