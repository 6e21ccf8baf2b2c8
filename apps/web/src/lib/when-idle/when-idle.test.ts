import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './index';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the task to requestIdleCallback with its deadline, never running it in the caller', () => {
    const asked: { task: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: IdleRequestOptions) => {
      asked.push({ task, timeout: options?.timeout });
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, 1000, 200);
    expect(task).not.toHaveBeenCalled();
    expect(asked.map((a) => a.timeout)).toEqual([1000]);
    asked[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('is called off by what it returns', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(vi.fn(), 1000)();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits `fallback` ms where the browser has no requestIdleCallback, and can be called off there too', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 1000, 200);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const never = vi.fn();
    whenIdle(never, 1000, 200)();
    vi.runAllTimers();
    expect(never).not.toHaveBeenCalled();
  });
});
