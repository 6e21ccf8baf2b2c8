// A bare Next.js app — one static page, nothing else — built with the shop's own Next.js, React
// and Node: the ceiling a storefront page is measured against in the same run (issue #15).
// Built once into .bench/bare-next (ignored by git), then started on the given port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run-shop.mjs';

const dir = join(root, '.bench', 'bare-next');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

const files = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} } };`,
  'app/layout.jsx': `export default function Layout({ children }) {
  return <html lang="uk"><body>{children}</body></html>;
}`,
  // About the size of a small shop page's text, so the ceiling is not a trivially empty answer.
  'app/page.jsx': `export default function Page() {
  return <main><h1>Kartyna</h1>{Array.from({ length: 40 }, (_, i) => <p key={i}>Картина за номерами {i}</p>)}</main>;
}`,
};

function build() {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const r = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('the bare Next.js app did not build');
}

/** Starts the bare app on `port` (building it first if needed); returns its child process. */
export function startBareNext(port) {
  if (!existsSync(join(dir, '.next', 'BUILD_ID'))) build();
  return spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
