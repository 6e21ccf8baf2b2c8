// The viewer itself is fetched when first shown (lazy-template-viewer.tsx); its types are free.
export { LazyTemplateViewer as TemplateViewer } from './lazy-template-viewer';
export type { TemplateViewerHandle, TemplateViewerLabels, TemplateViewerProps } from './template-viewer';
export type { Point, Size, ViewGeometry, ViewTransform } from './view-transform';
