'use client';

import { lazy, Suspense } from 'react';
import type { TemplateViewerProps } from './template-viewer';

// Inline, not a CSS module: this file is in the page's first JavaScript, the viewer's styles are not.
const still = { position: 'absolute', inset: 0 } as const;

function Still({ children }: TemplateViewerProps) {
  return <div style={still}>{children}</div>;
}

// A chunk that fails to come (a train's tunnel) leaves the picture still, not the page broken.
const Viewer = lazy(() =>
  import('./template-viewer').then(
    (m) => ({ default: m.TemplateViewer }),
    () => ({ default: Still }),
  ),
);

/**
 * The viewer with its code fetched on first use, so a page pays for it only once there is
 * something to zoom; until it comes, the same layers show still at 1×.
 */
export function LazyTemplateViewer(props: TemplateViewerProps) {
  return (
    <Suspense fallback={<Still {...props} />}>
      <Viewer {...props} />
    </Suspense>
  );
}
