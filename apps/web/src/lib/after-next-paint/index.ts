/**
 * Runs `task` just after the browser has painted the next frame. A tap's handler that only
 * records what was asked and leaves the visible rest (a toast, a badge, a re-render) to this is
 * answered at that frame: INP counts until the first paint after the handlers (issue #26).
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  // rAF runs just before the frame is painted; a task queued from it runs once it has been.
  requestAnimationFrame(() => setTimeout(task, 0));
}
