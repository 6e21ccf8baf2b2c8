'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PictureProps } from './gallery-pictures';
import styles from './product-page.module.css';

export interface GalleryPicture {
  main: PictureProps;
  thumb: PictureProps;
}

/** Several pictures: the chosen one large, the others as thumbnails to pick. */
export function ProductGallery({ pictures }: { pictures: readonly GalleryPicture[] }) {
  const t = useTranslations('product');
  const [index, setIndex] = useState(0);
  const current = pictures[index] ?? pictures[0];
  return (
    <div className={styles.gallery}>
      {current && <MainPicture picture={current.main} />}
      <ul className={styles.thumbs}>
        {pictures.map(({ thumb }, i) => (
          <li key={thumb.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-pressed={i === index}
              aria-label={t('picture', { number: i + 1 })}
              onClick={() => setIndex(i)}
            >
              {/* next/image's own attributes, alt included, written on the server (gallery-pictures.ts) */}
              <img {...thumb} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The large picture: the page's LCP, so it loads at once and at high priority. */
export function MainPicture({ picture }: { picture: PictureProps }) {
  return (
    <div className={styles.mainPicture}>
      <img {...picture} />
    </div>
  );
}
