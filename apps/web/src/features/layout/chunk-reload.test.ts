import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, mayReload } from './chunk-reload';

describe('chunk reload', () => {
  it('recognises chunk failures of webpack, Turbopack and native imports', () => {
    const named = new Error('Loading chunk 123 failed.');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError({ message: 'Loading CSS chunk app-1 failed' })).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: x')).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const now = 1_000_000;
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload(now - 10_000, now)).toBe(false);
    expect(mayReload(now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(true);
    expect(mayReload(Number.NaN, now)).toBe(true);
  });
});
