#!/usr/bin/env node
// `npm start`: build what is not built yet, then run every app; Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given folders (skipping dependencies and output). */
function newest(...dirs) {
  let max = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.next', 'data'].includes(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else max = Math.max(max, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(join(root, d)));
  return max;
}

const apps = [
  {
    name: 'api',
    built: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'packages/domain/src'],
    build: ['run', 'build', '-w', '@kartyna/api'],
    run: ['apps/api/dist/server.js'],
  },
  {
    // A static app the API serves at /admin; built here, never run on its own.
    name: 'back office',
    built: 'apps/admin/dist/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'packages/domain/src'],
    build: ['run', 'build', '-w', '@kartyna/admin'],
  },
  {
    name: 'web',
    built: 'apps/web/.next/BUILD_ID',
    sources: ['apps/web/src', 'apps/web/public', 'packages/domain/src'],
    build: ['run', 'build', '-w', '@kartyna/web'],
    run: [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', process.env.PORT ?? '3000'],
    cwd: 'apps/web',
  },
];

for (const app of apps) {
  const out = join(root, app.built);
  if (!existsSync(out) || statSync(out).mtimeMs < newest(...app.sources)) {
    console.log(`[start] building ${app.name}…`);
    const r = spawnSync('npm', app.build, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const children = apps
  .filter((app) => app.run)
  .map((app) => {
    const child = spawn(process.execPath, ['--enable-source-maps', ...app.run], {
      cwd: join(root, app.cwd ?? '.'),
      stdio: 'inherit',
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PAYMENT_PROVIDER: 'sandbox', ...process.env },
    });
    child.on('exit', (code, signal) => {
      console.log(`[start] ${app.name} stopped (${signal ?? code})`);
      shutdown(code ?? 0);
    });
    return child;
  });

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log(
  '[start] storefront on http://localhost:3000, back office on http://localhost:3000/admin, API on http://localhost:4000 (OpenAPI at /api/docs)',
);
