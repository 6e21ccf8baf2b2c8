import type * as SonnerModule from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from './toast';

/** A stand-in for sonner's module with only what `toast` calls, recording every call. */
function fakeSonner(calls: string[]) {
  const record = (kind: string) => (message: string) => void calls.push(`${kind}:${message}`);
  const toast = Object.assign(record('plain'), { success: record('success'), error: record('error') });
  return { toast } as unknown as typeof SonnerModule;
}

describe('toast before and after the toaster is loaded', () => {
  let m: typeof ToastModule;
  beforeEach(async () => {
    vi.resetModules();
    m = await import('./toast');
  });

  it('asks for the toaster once, on the first toast', () => {
    const heard = vi.fn();
    m.onToasterWanted(heard);
    expect(m.toasterWanted()).toBe(false);
    m.toast.success('Додано до кошика');
    m.toast('Видалено');
    expect(m.toasterWanted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('shows queued toasts in order once ready, later ones at once', () => {
    const calls: string[] = [];
    m.toast.success('one');
    m.toast.error('two');
    m.toast('three');
    expect(calls).toEqual([]);
    m.toasterReady(fakeSonner(calls));
    expect(calls).toEqual(['success:one', 'error:two', 'plain:three']);
    m.toast.success('four');
    expect(calls.at(-1)).toBe('success:four');
  });

  it('asks again with the next toast after a failed fetch, keeping the queue', () => {
    const heard = vi.fn();
    m.onToasterWanted(heard);
    m.toast.success('one');
    m.toasterFailed();
    expect(m.toasterWanted()).toBe(false);
    m.toast.success('two');
    expect(m.toasterWanted()).toBe(true);
    const calls: string[] = [];
    m.toasterReady(fakeSonner(calls));
    expect(calls).toEqual(['success:one', 'success:two']);
  });

  it('stops telling a listener that unsubscribed', () => {
    const heard = vi.fn();
    const off = m.onToasterWanted(heard);
    off();
    m.toast.error('x');
    expect(heard).not.toHaveBeenCalled();
  });
});
