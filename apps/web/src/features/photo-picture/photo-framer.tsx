'use client';

import { useTranslations } from 'next-intl';
import type { PhotoCrop } from '@kartyna/domain';
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { cropOf, panBy, type Framing, type PhotoSize } from './photo-crop';
import styles from './photo-preview.module.css';

interface PhotoFramerProps {
  photoUrl: string;
  photo: PhotoSize | null;
  aspect: number;
  framing: Framing;
  onFraming: (framing: Framing) => void;
  onPhotoLoaded: (size: PhotoSize) => void;
  /** the browser cannot decode the photo (no picture, or a damaged one) */
  onPhotoError?: () => void;
}

const keyStep = 0.04; // of the frame's width, per arrow press

/**
 * The photo inside a frame of the canvas's proportions: drag to move it, pinch (or the wheel
 * with Ctrl, as a trackpad pinches) to zoom; arrows move it and + / − zoom from the keyboard.
 * The frame clamps everything to the photo's edges and the generator's zoom limit.
 */
/** Where the photo sits in a frame showing `crop` of it (percentages of the frame). */
export function framedPhotoStyle(crop: PhotoCrop | null): CSSProperties {
  return crop
    ? {
        width: `${100 / crop.width}%`,
        height: `${100 / crop.height}%`,
        left: `${(-crop.x / crop.width) * 100}%`,
        top: `${(-crop.y / crop.height) * 100}%`,
      }
    : { width: '100%', height: '100%', objectFit: 'cover' };
}

export function PhotoFramer({
  photoUrl,
  photo,
  aspect,
  framing,
  onFraming,
  onPhotoLoaded,
  onPhotoError,
}: PhotoFramerProps) {
  const t = useTranslations('photo');
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const crop = photo ? cropOf(photo, aspect, framing) : null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const seen = pointers.current;
    const last = seen.get(event.pointerId);
    if (!last || !photo || !frame.current) return;
    const now = { x: event.clientX, y: event.clientY };
    const width = frame.current.clientWidth;
    if (seen.size === 1) {
      onFraming(panBy(photo, aspect, framing, now.x - last.x, now.y - last.y, width));
    } else if (seen.size === 2) {
      const other = [...seen.entries()].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(last.x - other.x, last.y - other.y);
        const after = Math.hypot(now.x - other.x, now.y - other.y);
        if (before > 0) onFraming({ ...framing, zoom: framing.zoom * (after / before) });
      }
    }
    seen.set(event.pointerId, now);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!photo || !frame.current) return;
    const width = frame.current.clientWidth;
    const step = width * keyStep;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) onFraming(panBy(photo, aspect, framing, move[0], move[1], width));
    else if (event.key === '+' || event.key === '=') onFraming({ ...framing, zoom: framing.zoom * 1.1 });
    else if (event.key === '-') onFraming({ ...framing, zoom: framing.zoom / 1.1 });
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={frame}
      className={styles.framer}
      tabIndex={0}
      role="group"
      aria-label={t('preview.framing')}
      aria-describedby="photo-framing-hint"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
      onWheel={(event) => {
        if (!event.ctrlKey) return;
        onFraming({ ...framing, zoom: framing.zoom * Math.exp(-event.deltaY / 300) });
      }}
    >
      {/* An object URL of the shopper's own file: next/image cannot optimise it, nor need to. */}
      <img
        src={photoUrl}
        alt={t('upload.previewAlt')}
        className={styles.framedPhoto}
        draggable={false}
        decoding="async"
        onLoad={(e) =>
          onPhotoLoaded({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
        }
        onError={onPhotoError}
        style={framedPhotoStyle(crop)}
      />
    </div>
  );
}
