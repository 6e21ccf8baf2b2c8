import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import { STOP_TIMEOUT_MS } from './lib/stop-timeout.mjs';

describe("npm start's stop timeout", () => {
  it("outlasts the API's drain", () => {
    const server = readFileSync(join(root, 'apps/api/src/server.ts'), 'utf8');
    const match = /const DRAIN_TIMEOUT_MS = ([\d_]+);/.exec(server);
    expect(match, 'DRAIN_TIMEOUT_MS in apps/api/src/server.ts').not.toBeNull();
    const drainMs = Number(match?.[1]?.replaceAll('_', ''));
    expect(STOP_TIMEOUT_MS).toBeGreaterThan(drainMs);
  });
});
