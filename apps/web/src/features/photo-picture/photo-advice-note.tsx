'use client';

import { useTranslations } from 'next-intl';
import styles from './photo-preview.module.css';
import type { PhotoStudio } from './use-photo-studio';

const sizeLabel = (size: string) => size.replace('x', '×');

/**
 * Under the preview: why the photo will not paint and what the shopper can do about it, or, for
 * a photo below what the workshop recommends, a plain note that it still paints, simplified.
 */
export function PhotoAdviceNote({
  studio,
  size,
  ready,
}: {
  studio: PhotoStudio;
  size: string;
  /** a preview is on screen, its details with it */
  ready: boolean;
}) {
  const t = useTranslations('photo.preview');
  const { preview, advice, photo } = studio;
  const problem = preview.problem;

  if (problem) {
    let text: string;
    if (problem.type === 'refused' && problem.code === 'photo_too_small') {
      const tooSmall = advice?.quality === 'too-small' ? advice : null;
      const values = {
        size: sizeLabel(size),
        photo: photo ? `${photo.width}×${photo.height}` : '',
        px: tooSmall?.minPx ?? problem.minShortSidePx ?? 0,
      };
      text = tooSmall?.fitsSize
        ? t('problems.photo_too_small_size', { ...values, fits: sizeLabel(tooSmall.fitsSize) })
        : t('problems.photo_too_small', values);
    } else text = t(`problems.${problem.type === 'refused' ? problem.code : problem.type}`);
    return (
      <div className={styles.problem} role="alert">
        <p>{text}</p>
        {problem.type === 'failed' && (
          <button type="button" className="button button-secondary" onClick={preview.retry}>
            {t('problems.retry')}
          </button>
        )}
      </div>
    );
  }
  if (advice?.quality === 'small' && ready)
    return (
      <p className={styles.qualityNote} role="note" data-testid="photo-quality-note">
        {t('smallPhoto', { px: advice.recommendedPx })}
      </p>
    );
  return null;
}
