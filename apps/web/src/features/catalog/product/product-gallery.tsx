'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './product-page.module.css';

/** Several pictures: the chosen one large, the others as thumbnails to pick. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('product');
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className={styles.gallery}>
      {current && <MainPicture src={current} alt={name} />}
      <ul className={styles.thumbs}>
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              className={styles.thumb}
              aria-pressed={i === index}
              aria-label={t('picture', { number: i + 1 })}
              onClick={() => setIndex(i)}
            >
              <Image src={src} alt="" width={80} height={100} sizes="80px" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The large picture: the page's LCP, so it loads at once and at high priority. */
export function MainPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <div className={styles.mainPicture}>
      <Image
        src={src}
        alt={alt}
        width={800}
        height={1000}
        // On a phone the frame is at most half the screen high (product-page.module.css), about
        // 80 % of its width: a 640 px picture, not the 828 px one 100vw asked for (40 % fewer bytes
        // for the page's largest paint).
        sizes="(max-width: 800px) 80vw, 560px"
        loading="eager"
        fetchPriority="high"
        decoding="sync"
        className={styles.mainImage}
      />
    </div>
  );
}
