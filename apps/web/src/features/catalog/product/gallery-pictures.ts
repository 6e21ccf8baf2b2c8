import { getImageProps } from 'next/image';
import styles from './product-page.module.css';

/** An <img>'s attributes as next/image writes them (srcset through the image optimiser). */
export type PictureProps = ReturnType<typeof getImageProps>['props'];

/**
 * The product's pictures, written on the server: the gallery gets plain <img> attributes, so
 * next/image's client component (and its loader) stays out of the page's JavaScript (issue #46).
 */
export function mainPicture(src: string, alt: string): PictureProps {
  return getImageProps({
    src,
    alt,
    width: 800,
    height: 1000,
    // On a phone the frame is at most half the screen high (product-page.module.css), about 80 %
    // of its width: a 640 px picture, not the 828 px one 100vw asked for (40 % fewer bytes for
    // the page's largest paint).
    sizes: '(max-width: 800px) 80vw, 560px',
    // The page's LCP: it loads at once and at high priority.
    loading: 'eager',
    fetchPriority: 'high',
    decoding: 'sync',
    className: styles.mainImage,
  }).props;
}

export function thumbPicture(src: string): PictureProps {
  return getImageProps({ src, alt: '', width: 80, height: 100, sizes: '80px' }).props;
}
