'use client';

import { promoCodeKey } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { refusalNotice, type PromoNotice } from './promo-notice';
import { codeStanding, type QuoteState } from './quote-state';
import { usePromoWords } from './use-promo-words';
import styles from './promotions.module.css';

// zod and the code's schema load when a code is first applied, not with the cart (see lazyResolver).
const loadShape = () => import('./promo-code-shape');

interface PromoCodeFieldProps {
  /** the code the cart (or the photo order) carries, as the API reads it; null: none */
  applied: string | null;
  state: QuoteState;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * «Промокод» with «Застосувати»: the code is checked against the lines by the quote its owner
 * asks for (usePromotionQuote), and every refusal says what to do about it. Not a <form>: it
 * sits inside the photo order's form, and Enter here applies the code instead of placing the order.
 */
export function PromoCodeField({ applied, state, onApply, onRemove }: PromoCodeFieldProps) {
  const t = useTranslations('promotions');
  const words = usePromoWords();
  const id = useId();
  const [text, setText] = useState(applied ?? '');
  // What the shopper typed and the schema here refused before asking anyone.
  const [typed, setTyped] = useState<PromoNotice | 'empty' | null>(null);
  const standing = codeStanding(state, applied);

  // A code applied or removed elsewhere (another tab, the checkout, a placed order) shows here
  // too; but text refused here for its shape stays, for the shopper to correct it.
  const keepText = useRef(false);
  useEffect(() => {
    if (keepText.current) keepText.current = false;
    else setText(applied ?? '');
  }, [applied]);

  const remove = () => {
    setText('');
    setTyped(null);
    onRemove();
  };

  const apply = async () => {
    const raw = text.trim();
    // Applying other text replaces the code: a code left applied behind it would go with the order.
    if (!raw) {
      if (applied !== null) return remove();
      return setTyped('empty');
    }
    let code: string | null;
    try {
      code = (await loadShape()).parsePromoCode(raw);
    } catch {
      code = promoCodeKey(raw); // the schema did not load: the API checks the shape itself
    }
    if (code === null) {
      if (applied !== null) {
        keepText.current = true;
        onRemove();
      }
      return setTyped({ key: 'refusal.invalid_promo_code' });
    }
    setTyped(null);
    setText(code);
    onApply(code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  const refusal = state.quote?.codeRefusal;
  const message =
    typed === 'empty'
      ? t('empty')
      : typed
        ? words(typed)
        : standing === 'invalid'
          ? words({ key: 'refusal.invalid_promo_code' })
          : standing === 'refused' && refusal
            ? words(refusalNotice(refusal))
            : null;
  const messageId = `${id}-message`;

  if (standing === 'applied' && applied) {
    // As the promotion spells it (VESNA10), not as typed (vesna10): the same code either way.
    const spelled =
      state.quote?.promotions.find((p) => p.code?.toUpperCase() === applied.toUpperCase())?.code ?? applied;
    return (
      <div className={styles.field}>
        <p className={styles.applied} role="status">
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          <span>{t('applied', { code: spelled })}</span>
        </p>
        <button
          type="button"
          className={styles.remove}
          onClick={remove}
          aria-label={t('removeLabel', { code: spelled })}
        >
          {t('remove')}
        </button>
      </div>
    );
  }

  const checking = standing === 'checking';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('label')}</label>
      <div className={styles.row}>
        <input
          id={id}
          className="input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(null);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={60}
          aria-invalid={message ? true : undefined}
          aria-describedby={message || standing === 'unchecked' ? messageId : undefined}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void apply()}
          disabled={checking}
          aria-busy={checking || undefined}
        >
          {t('apply')}
        </button>
      </div>
      <div id={messageId} aria-live="polite" className={styles.messages}>
        {checking && <span className={styles.muted}>{t('checking')}</span>}
        {message && <span className="field-error">{message}</span>}
        {standing === 'unchecked' && <span className={styles.muted}>{t('unchecked')}</span>}
      </div>
      {applied !== null && standing !== 'checking' && (
        <button
          type="button"
          className={styles.remove}
          onClick={remove}
          aria-label={t('removeLabel', { code: applied })}
        >
          {t('remove')}
        </button>
      )}
    </div>
  );
}
