// A bare Next.js app — one static page, nothing else — built with the shop's own Next.js, React
// and Node: the ceiling a storefront page is measured against in the same run (issue #15).
// Built once into .bench/bare-next (ignored by git), then started on the given port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  // The same page at any id, rendered on its first request and then cached (ISR), as our
  // product pages are: the ceiling of first renders over a big catalogue.
  'app/p/[id]/page.jsx': `export function generateStaticParams() { return []; }
export default async function Page({ params }) {
  const { id } = await params;
  return <main><h1>Kartyna {id}</h1>{Array.from({ length: 40 }, (_, i) => <p key={i}>Картина за номерами {i}</p>)}</main>;
}`,
  // One button that changes the page: the ceiling of a tap's INP (bench:taps, issue #26).
  'app/tap/page.jsx': `import { TapButton } from './tap-button';
export default function Page() {
  return <main><h1>Kartyna</h1><TapButton /></main>;
}`,
  'app/tap/tap-button.jsx': `'use client';
import { useState } from 'react';
export function TapButton() {
  const [count, setCount] = useState(0);
  return <><button type="button" onClick={() => setCount(count + 1)}>Купити</button><p>У кошику: {count}</p></>;
}`,
};
// Rebuilt when the files above change.
const stamp = JSON.stringify(files);

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
  writeFileSync(join(dir, 'built-from.json'), stamp);
}

const upToDate = () =>
  existsSync(join(dir, '.next', 'BUILD_ID')) &&
  existsSync(join(dir, 'built-from.json')) &&
  readFileSync(join(dir, 'built-from.json'), 'utf8') === stamp;

/** Starts the bare app on `port` (building it first if needed); returns its child process. */
export function startBareNext(port) {
  if (!upToDate()) build();
  return spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `url` (a page of the bare app) answers 200; throws after a minute. */
export async function bareNextAnswers(url) {
  for (let i = 0; i < 120; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the bare Next.js page did not answer at ${url}`);
}
