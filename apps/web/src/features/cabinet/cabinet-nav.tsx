'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account';
import { Link, usePathname } from '@/i18n/navigation';
import styles from './cabinet.module.css';

const entries = [
  ['personal', '/cabinet/personal'],
  ['history', '/cabinet/history'],
  ['delivery', '/cabinet/delivery'],
  ['favourite', '/cabinet/favourite'],
  ['changePassword', '/cabinet/change-password'],
] as const;

/** SPEC §2 cabinet navigation: personal data, order history, delivery, wish list, password, logout. */
export function CabinetNav() {
  const t = useTranslations('cabinet.nav');
  const pathname = usePathname();
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);

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
      </ul>
    </nav>
  );
}
