/**
 * Runs `task` once the browser has nothing else to do, and within `within` ms at the latest; it
 * returns the way to call it off. Work that nobody waits for (a preload, a rail below the fold)
 * then never stands between a tap and its answer (issue #46, INP). Where there is no
 * requestIdleCallback (Safari), it runs after `fallback` ms.
 */
export function whenIdle(task: () => void, within: number, fallback = within): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, fallback);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task, { timeout: within });
  return () => cancelIdleCallback(id);
}
