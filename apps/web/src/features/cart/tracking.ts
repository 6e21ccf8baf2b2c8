declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an analytics event to the tag manager's queue, creating it when no tag is loaded yet. */
export function pushDataLayer(event: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
