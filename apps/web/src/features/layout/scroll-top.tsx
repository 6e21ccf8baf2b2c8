'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ArrowUpIcon } from './icons';
import styles from './app-chrome.module.css';

/** requirements §9: the button stays active 600 ms after a click, while the page scrolls up. */
const ACTIVE_AFTER_CLICK_MS = 600;

/** Back to the top, shown once the page is scrolled more than one viewport height (requirements §2). */
export function ScrollTop() {
  const t = useTranslations('layout');
  const [shown, setShown] = useState(false);
  const [active, setActive] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(window.scrollY > window.innerHeight);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      window.clearTimeout(timer.current);
    };
  }, []);

  const visible = shown || active;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      data-visible={visible}
      data-active={active}
      aria-label={t('scrollTop')}
      onClick={() => {
        setActive(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setActive(false), ACTIVE_AFTER_CLICK_MS);
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
