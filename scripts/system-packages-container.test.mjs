// Issue #49: `npm test`'s install step on a Debian machine that has none of the packages: a bare
// bookworm root (debootstrap minbase, shared with ops/container/build-image.sh's cache) under podman,
// with this Node and scripts/lib/system-packages.mjs mounted in. The step must install every package,
// and every command the suites call must then answer. `npm run test:system-packages`, as root; not
// part of `npm test` (it downloads about 400 MB of packages). A machine that cannot run it fails the
// test with the reason, never passes it untried.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import { systemPackages } from './lib/system-packages.mjs';

const cache = process.env.KARTYNA_CONTAINER_CACHE ?? join(homedir(), '.cache', 'kartyna', 'container');
const rootfs = join(cache, 'rootfs-bookworm');
const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const env = { ...process.env };

/** How each command says its version (most take --version). */
const versionArgs = {
  patronictl: ['--help'],
  etcdctl: ['version'],
  openssl: ['version'],
  haproxy: ['-v'],
  nginx: ['-v'],
};

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env, maxBuffer: 64 << 20, ...options });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ?? ''}`.trim() };
}

function missingTools() {
  for (const tool of ['podman', 'debootstrap'])
    if (!run(tool, ['--version']).ok)
      return `${tool} is not installed (apt-get install podman debootstrap runc)`;
  if (process.getuid?.() !== 0) return 'debootstrap and podman --rootfs need root';
  return null;
}

/** The bare root build-image.sh makes, made here the same way when its cache has none. */
function bareRoot() {
  if (existsSync(join(rootfs, '.complete'))) return;
  rmSync(`${rootfs}.tmp`, { recursive: true, force: true });
  const made = run('debootstrap', ['--variant=minbase', 'bookworm', `${rootfs}.tmp`, mirror], {
    stdio: 'inherit',
  });
  if (!made.ok) throw new Error(`debootstrap failed: ${made.out}`);
  writeFileSync(join(`${rootfs}.tmp`, '.complete'), '');
  renameSync(`${rootfs}.tmp`, rootfs);
}

describe('npm test’s install step on a Debian machine without the packages', () => {
  let work;
  let output = '';

  beforeAll(() => {
    const missing = missingTools();
    if (missing) throw new Error(missing);
    bareRoot();
    work = mkdtempSync(join(tmpdir(), 'kartyna-packages-'));
    // cp -a, not fs.cpSync: the root holds device files, which only a copy by mknod keeps.
    const copied = run('cp', ['-a', rootfs, join(work, 'root')]);
    if (!copied.ok) throw new Error(`cp -a failed: ${copied.out}`);
    // A root without services: a package's postinst must not start its daemon (Debian's policy-rc.d).
    writeFileSync(join(work, 'root/usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    const check = [
      "import { spawnSync } from 'node:child_process';",
      "import { findCommand, installMissing, systemPackages } from '/kartyna/system-packages.mjs';",
      `const versionArgs = ${JSON.stringify(versionArgs)};`,
      'const before = systemPackages.filter((p) => p.commands.some((c) => !findCommand(c))).map((p) => p.name);',
      "console.log('MISSING BEFORE ' + JSON.stringify(before));",
      "const after = installMissing((line) => console.log('[install] ' + line)).map((p) => p.name);",
      "console.log('MISSING AFTER ' + JSON.stringify(after));",
      'for (const c of systemPackages.flatMap((p) => p.commands)) {',
      "  const r = spawnSync(findCommand(c) ?? c, versionArgs[c] ?? ['--version'], { encoding: 'utf8' });",
      "  console.log('ANSWERS ' + c + ' ' + (r.status === 0 ? 'yes' : 'no') + ' ' + JSON.stringify(`${r.stdout}${r.stderr}`.trim().split('\\n')[0]));",
      '}',
    ].join('\n');
    writeFileSync(join(work, 'check.mjs'), check);
    const podmanArgs = [
      'run',
      '--rm',
      '--network=host',
      '--user=root',
      `--volume=${process.execPath}:/usr/local/bin/node:ro`,
      `--volume=${join(root, 'scripts/lib/system-packages.mjs')}:/kartyna/system-packages.mjs:ro`,
      `--volume=${join(work, 'check.mjs')}:/kartyna/check.mjs:ro`,
      '--env=PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin',
      '--rootfs',
      join(work, 'root'),
      'node',
      '/kartyna/check.mjs',
    ];
    let result = run('podman', podmanArgs);
    if (!result.ok && /rlimit|cgroups in hybrid mode/.test(result.out)) {
      // A sandbox that refuses crun's limits: the project's sandbox settings (runc, lower ulimits).
      env.CONTAINERS_CONF = join(root, 'ops/container/containers-sandbox.conf');
      result = run('podman', podmanArgs);
    }
    output = result.out;
    if (!/MISSING AFTER/.test(output))
      throw new Error(`the install step did not run:\n${output.slice(-4000)}`);
  }, 1_800_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const line = (prefix) => JSON.parse(new RegExp(`^${prefix} (.*)$`, 'm').exec(output)?.[1] ?? 'null');

  it('starts from a machine that lacks every package', () => {
    expect(line('MISSING BEFORE')).toEqual(systemPackages.map((p) => p.name));
  });

  it('installs them all, and every command a suite calls answers', () => {
    console.log(
      output
        .split('\n')
        .filter((l) => /^(\[install\]|ANSWERS)/.test(l))
        .join('\n'),
    );
    expect(line('MISSING AFTER')).toEqual([]);
    const silent = [...output.matchAll(/^ANSWERS (\S+) no/gm)].map((m) => m[1]);
    expect(silent).toEqual([]);
    expect([...output.matchAll(/^ANSWERS \S+ yes/gm)]).toHaveLength(
      systemPackages.flatMap((p) => p.commands).length,
    );
  });
});
