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
function phaseOf(initial: PaintingKit | 'not-found' | null): KitPhase {
  if (initial === null) return { kind: 'loading' };
  if (initial === 'not-found') return { kind: 'not-found' };
  return initial.status === 'ready'
    ? { kind: 'ready', kit: initial }
    : { kind: initial.status, kit: initial };
}

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
export function usePaintingKit(
  ref: string,
  access: KitAccessQuery,
  locale: string,
  initial: PaintingKit | 'not-found' | null,
) {
  const [phase, setPhase] = useState<KitPhase>(() => phaseOf(initial));
  const [progress, setProgress] = useState<LocalProgress>(() => ({
    ticked:
      initial !== null && initial !== 'not-found' && initial.status === 'ready'
        ? initial.progress.ticked
        : [],
    pending: [],
  }));
  const [sync, setSync] = useState<SyncState>('saved');
  const state = useRef({
    progress,
    kit: (phase.kind === 'ready' ? phase.kit : null) as ReadyPaintingKit | null,
    serverAt: null as string | null,
    syncing: false,
  });
  const broughtReady = useRef(phase.kind === 'ready');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const qs = query(access, locale);

  const commit = useCallback(
    (next: LocalProgress) => {
      state.current.progress = next;
      setProgress(next);
      writeKitRecord(ref, { kit: state.current.kit, progress: next, serverAt: state.current.serverAt });
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
      state.current.serverAt = answer.updatedAt;
      commit(afterSync(state.current.progress, sent, answer.ticked));
      setSync(state.current.progress.pending.length > 0 ? 'saving' : 'saved');
      if (state.current.progress.pending.length > 0)
        timer.current = setTimeout(() => void flush(), syncDelayMs);
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
      state.current.serverAt = kit.progress.updatedAt;
      commit({
        ticked: withPending(kit.progress.ticked, state.current.progress.pending),
        pending: state.current.progress.pending,
      });
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

  // This device's copy first (over the page's, with the taps not sent yet), then the server's.
  useEffect(() => {
    const record = readKitRecord(ref);
    const brought = state.current.kit;
    // The page's ticks, unless this device has newer ones from the server (a page kept offline).
    const pageIsNewer =
      brought !== null && (!record.serverAt || (brought.progress.updatedAt ?? '') > record.serverAt);
    const next = pageIsNewer
      ? {
          ticked: withPending(brought.progress.ticked, record.progress.pending),
          pending: record.progress.pending,
        }
      : record.progress;
    state.current.kit = brought ?? record.kit;
    state.current.serverAt = pageIsNewer ? brought.progress.updatedAt : record.serverAt;
    commit(next);
    if (state.current.kit) setPhase({ kind: 'ready', kit: state.current.kit });
    if (next.pending.length > 0) setSync('local');
    let stopped = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const status = await load();
      if (!stopped && status === 'preparing') poll = setTimeout(() => void run(), preparingPollMs);
    };
    // A kit the page brought is as fresh as it gets: only this device's unsent taps go out.
    if (broughtReady.current) void flush();
    else void run();
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
  }, [commit, flush, load, ref]);

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
