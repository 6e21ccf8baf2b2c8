'use client';

import type { KitMap } from '@kartyna/paint-by-numbers/kit-map';
import { useEffect, useRef } from 'react';
import { paintPixels, regionBox, regionLook, type OverlayState, type paintColours } from './kit-overlay';
import styles from './painting-kit.module.css';

interface Props {
  map: KitMap;
  colours: ReturnType<typeof paintColours>;
  ticked: readonly number[];
  highlight: number | null;
}

/**
 * The canvas over the template, one pixel per map pixel. A tap repaints only its region's box;
 * choosing a paint repaints the whole map (a table lookup a pixel: a few ms on a phone).
 */
export function KitOverlayCanvas({ map, colours, ticked, highlight }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<{ map: KitMap; image: ImageData; state: OverlayState } | null>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const state: OverlayState = { ticked: new Set(ticked), highlight };
    const look = regionLook(map, colours, state);
    const was = drawn.current;
    if (!was || was.map !== map || was.state.highlight !== highlight) {
      const image = was?.map === map ? was.image : context.createImageData(map.width, map.height);
      paintPixels(new Uint32Array(image.data.buffer), map, look);
      context.putImageData(image, 0, 0);
      drawn.current = { map, image, state };
      return;
    }
    const pixels = new Uint32Array(was.image.data.buffer);
    for (const id of changedRegions(was.state.ticked, state.ticked)) {
      const box = regionBox(map, id);
      if (!box) continue;
      paintPixels(pixels, map, look, box);
      context.putImageData(was.image, 0, 0, box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0);
    }
    drawn.current = { map, image: was.image, state };
  }, [map, colours, ticked, highlight]);

  return (
    <canvas
      ref={canvas}
      className={styles.overlay}
      width={map.width}
      height={map.height}
      aria-hidden="true"
      data-testid="kit-overlay"
    />
  );
}

function changedRegions(before: ReadonlySet<number>, after: ReadonlySet<number>): number[] {
  const changed: number[] = [];
  for (const id of before) if (!after.has(id)) changed.push(id);
  for (const id of after) if (!before.has(id)) changed.push(id);
  return changed;
}
