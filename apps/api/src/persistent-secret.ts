import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret that is not given is generated once into DATA_DIR, never shipped as a default:
 * tokens survive restarts and every installation gets its own.
 */
export function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { authSecret?: string };
    if (stored.authSecret) return stored.authSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const authSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ authSecret }), { mode: 0o600 });
  return authSecret;
}
