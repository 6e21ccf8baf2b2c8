'use client';

import {
  kitProgressSchema,
  paintingKitSchema,
  type KitAccessQuery,
  type PaintingKit,
  type ReadyPaintingKit,
} from '@kartyna/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { afterSync, toggleRegion, withPending, type LocalProgress } from './kit-progress';
import { readKitRecord, writeKitRecord } from './kit-store';

export type KitPhase =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'offline-no-copy' }
  | { kind: 'error' }
  | { kind: 'preparing' | 'failed'; kit: PaintingKit }
  | { kind: 'ready'; kit: ReadyPaintingKit };

/** 'saved': the server has every tap; 'local': some wait on this device for a network. */
export type SyncState = 'saved' | 'saving' | 'local';

const preparingPollMs = 3000;
const syncDelayMs = 400;

function query(access: KitAccessQuery, locale: string): string {
  const params = new URLSearchParams({ locale });
  if (access.k) params.set('k', access.k);
  if (access.t) params.set('t', access.t);
  return params.toString();
}

/**
 * The kit, its progress and the taps that change it. The copy on this device shows at once
 * (and is all there is offline); the server's answer follows and wins, with this device's
 * unsent taps laid on top; taps are sent in the background and kept until the server has them.
 */
export function usePaintingKit(ref: string, access: KitAccessQuery, locale: string) {
  const [phase, setPhase] = useState<KitPhase>({ kind: 'loading' });
  const [progress, setProgress] = useState<LocalProgress>({ ticked: [], pending: [] });
  const [sync, setSync] = useState<SyncState>('saved');
  const state = useRef({ progress, kit: null as ReadyPaintingKit | null, syncing: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const qs = query(access, locale);

  const commit = useCallback(
    (next: LocalProgress) => {
      state.current.progress = next;
      setProgress(next);
      writeKitRecord(ref, { kit: state.current.kit, progress: next });
    },
    [ref],
  );

  const flush = useCallback(async () => {
    const sent = state.current.progress.pending;
    if (sent.length === 0 || state.current.syncing || !state.current.kit) return;
    state.current.syncing = true;
    setSync('saving');
    try {
      const answer = kitProgressSchema.parse(
        await browserApi(`/kits/${ref}/progress?${qs}`, { method: 'PUT', body: { changes: sent } }),
      );
      commit(afterSync(state.current.progress, sent, answer.ticked));
      setSync(state.current.progress.pending.length > 0 ? 'saving' : 'saved');
      if (state.current.progress.pending.length > 0) timer.current = setTimeout(() => void flush(), syncDelayMs);
    } catch {
      // Offline or refused: the taps stay on this device and go with the next sync.
      setSync('local');
    } finally {
      state.current.syncing = false;
    }
  }, [commit, qs, ref]);

  const load = useCallback(async () => {
    try {
      const kit = paintingKitSchema.parse(await browserApi(`/kits/${ref}?${qs}`));
      if (kit.status !== 'ready') {
        setPhase({ kind: kit.status, kit });
        return kit.status;
      }
      state.current.kit = kit;
      commit({ ticked: withPending(kit.progress.ticked, state.current.progress.pending), pending: state.current.progress.pending });
      setPhase({ kind: 'ready', kit });
      void flush();
      return 'ready';
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) setPhase({ kind: 'not-found' });
      else if (!state.current.kit)
        setPhase({ kind: error instanceof ApiError && error.statusCode === 0 ? 'offline-no-copy' : 'error' });
      if (state.current.kit) setSync(state.current.progress.pending.length > 0 ? 'local' : 'saved');
      return 'error';
    }
  }, [commit, flush, qs, ref]);

  // This device's copy first, then the server's.
  useEffect(() => {
    const record = readKitRecord(ref);
    state.current.progress = record.progress;
    state.current.kit = record.kit;
    setProgress(record.progress);
    if (record.kit) setPhase({ kind: 'ready', kit: record.kit });
    if (record.progress.pending.length > 0) setSync('local');
    let stopped = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const status = await load();
      if (!stopped && status === 'preparing') poll = setTimeout(() => void run(), preparingPollMs);
    };
    void run();
    // Back online, or back to this tab from another device: send what waits, take what changed.
    const again = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void load();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      stopped = true;
      clearTimeout(poll);
      clearTimeout(timer.current);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [load, ref]);

  const toggle = useCallback(
    (region: number) => {
      commit(toggleRegion(state.current.progress, region, Date.now()));
      setSync('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), syncDelayMs);
    },
    [commit, flush],
  );

  return { phase, progress, sync, toggle, retry: load };
}
