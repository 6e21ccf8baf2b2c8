import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './index';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task after the next animation frame, never inside the caller', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const ran: string[] = [];
    afterNextPaint(() => ran.push('task'));
    ran.push('handler done');
    vi.runAllTimers();
    expect(ran).toEqual(['handler done']);
    frames.shift()?.(0);
    expect(ran).toEqual(['handler done']);
    vi.runAllTimers();
    expect(ran).toEqual(['handler done', 'task']);
  });

  it('still runs where there are no frames (a test, a worker)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
