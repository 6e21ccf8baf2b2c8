'use client';

import type { SavedDepartment, User } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/account';
import { browserApi } from '@/lib/api/browser-api';
import styles from './delivery.module.css';
import { PointPicker, type PointKind } from './point-picker';

const endpoint: Record<PointKind, string> = {
  branch: '/user/delivery/department',
  postomat: '/user/delivery/postomat',
};

/** /cabinet/delivery: the saved Nova Poshta branch and parcel locker, each chosen or deleted. */
export function DeliveryEditor({ user: initial }: { user: User }) {
  const [user, setUser] = useState(initial);
  return (
    <div className={styles.slots}>
      <Slot kind="branch" saved={user.deliveryDepartment} onUser={setUser} />
      <Slot kind="postomat" saved={user.deliveryPostomat} onUser={setUser} />
    </div>
  );
}

function Slot({
  kind,
  saved,
  onUser,
}: {
  kind: PointKind;
  saved: SavedDepartment | null;
  onUser: (user: User) => void;
}) {
  const t = useTranslations('cabinet');
  const { setUser, handleAuthError } = useSession();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = `delivery-${kind}`;

  const apply = (user: User) => {
    onUser(user);
    setUser(user);
  };

  const remove = async () => {
    setBusy(true);
    try {
      apply(await browserApi<User>(endpoint[kind], { method: 'DELETE' }));
      toast.success(t('delivery.deleted'));
    } catch (error) {
      if (!handleAuthError(error)) toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.slot} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.slotTitle}>
        {t(`delivery.${kind}`)}
      </h2>
      {saved ? (
        <p className={styles.saved}>
          <strong>{saved.cityName}</strong>
          <span>{saved.name}</span>
        </p>
      ) : (
        <p className={styles.none}>{t('delivery.none')}</p>
      )}
      {editing ? (
        <PointPicker
          kind={kind}
          onCancel={() => setEditing(false)}
          onSaved={(user) => {
            apply(user);
            setEditing(false);
            toast.success(t('delivery.saved'));
          }}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            {saved ? t('delivery.change') : t('delivery.choose')}
          </button>
          {saved && (
            <button type="button" className="button button-secondary" onClick={remove} disabled={busy}>
              {t('delivery.delete')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
