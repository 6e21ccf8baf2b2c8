// The container image (ops/container/build-image.sh) under podman: built, or reused with
// KARTYNA_IMAGE_REUSE=1, then the migrations, the API and the storefront in one pod on a volume
// of their own (the embedded database), and the worker after them. `npm run test:container`,
// as root; not part of `npm test` (the image takes minutes to build). A machine that cannot
// run it fails the test with the reason, never passes it untried.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const image = process.env.KARTYNA_IMAGE ?? 'kartyna:latest';
const name = `kartyna-test-${process.pid}`;
const env = { ...process.env };
const built = ['apps/api/dist/migrate.js', 'apps/admin/dist/index.html', 'apps/web/.next/BUILD_ID'];

function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', ...options });
  return { ok: res.status === 0, out: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ?? ''}`.trim() };
}

function podman(...args) {
  const res = run('podman', args);
  if (!res.ok) throw new Error(`podman ${args.join(' ')}:\n${res.out}`);
  return res.out;
}

/** What keeps this machine from the test, in words a person can act on; null when nothing. */
function missing() {
  for (const tool of ['podman', 'buildah', 'debootstrap', 'rsync'])
    if (!run(tool, ['--version']).ok)
      return `${tool} is not installed (apt-get install podman buildah debootstrap rsync runc)`;
  if (process.getuid?.() !== 0) return 'the image is built as root (debootstrap, buildah mount): run as root';
  return null;
}

/** A throwaway container; in a sandbox that refuses crun's limits, again with the sandbox settings. */
function choosePodmanSettings() {
  const plain = run('podman', ['run', '--rm', '--entrypoint', 'true', image]);
  if (plain.ok) return;
  const known = /setrlimit|cgroups in hybrid mode/.test(plain.out);
  if (!known || !run('runc', ['--version']).ok)
    throw new Error(`podman cannot run a container here:\n${plain.out}`);
  env.CONTAINERS_CONF = join(root, 'ops/container/containers-sandbox.conf');
  console.log(
    `[container] podman's defaults fail here (${plain.out.split('\n').at(-1)}); ` +
      'using ops/container/containers-sandbox.conf (runc, lower ulimits)',
  );
  const again = run('podman', ['run', '--rm', '--entrypoint', 'true', image]);
  if (!again.ok)
    throw new Error(`podman cannot run a container here, even with the sandbox settings:\n${again.out}`);
}

async function ready(url, container, deadlineMs = 180_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    const state = podman('inspect', '--format', '{{.State.Status}}', container);
    if (state !== 'running')
      throw new Error(
        `${container} is ${state} before ${url} answered:\n${run('podman', ['logs', container]).out}`,
      );
    if (Date.now() - started > deadlineMs) throw new Error(`${url} did not answer in ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const cleanup = () => {
  // --volumes: the anonymous volume a container without ours gets at /var/lib/kartyna (the image's VOLUME).
  for (const role of ['api', 'web', 'worker'])
    run('podman', ['rm', '--force', '--volumes', '--time', '0', `${name}-${role}`]);
  run('podman', ['pod', 'rm', '--force', '--time', '0', name]);
  run('podman', ['volume', 'rm', '--force', name]);
};

let ports;
beforeAll(async () => {
  const why = missing();
  if (why) throw new Error(`the container test cannot run on this machine: ${why}`);
  const reuse = process.env.KARTYNA_IMAGE_REUSE === '1' && run('podman', ['image', 'exists', image]).ok;
  if (!reuse) {
    const started = Date.now();
    const args = built.every((file) => existsSync(join(root, file))) ? ['--reuse-build'] : [];
    execFileSync(join(root, 'ops/container/build-image.sh'), args, { cwd: root, env, stdio: 'inherit' });
    console.log(`[container] image built in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  choosePodmanSettings();
  cleanup();
  ports = { web: await freePort(), api: await freePort() };
  podman('volume', 'create', name);
}, 20 * 60_000);

afterAll(cleanup, 60_000);

describe('the container image under podman', () => {
  it('migrates the embedded database on its volume as the shop user', () => {
    const out = podman('run', '--rm', '-v', `${name}:/var/lib/kartyna`, image, 'migrate');
    expect(out).toMatch(/migrations \(pglite\): applied 0000/);
    expect(podman('run', '--rm', '--entrypoint', 'id', image, '-u')).toBe('10001');
  });

  it('runs the API and the storefront in one pod, answering the catalogue through both', async () => {
    podman(
      'pod',
      'create',
      '--name',
      name,
      '-p',
      `127.0.0.1:${ports.api}:4000`,
      '-p',
      `127.0.0.1:${ports.web}:3000`,
    );
    const shop = ['-e', 'SEED_DEMO=true', '-e', 'DRAW_DEMO_PICTURES=false', '-e', 'LOG_LEVEL=warn'];
    podman(
      'run',
      '-d',
      '--pod',
      name,
      '--name',
      `${name}-api`,
      '-v',
      `${name}:/var/lib/kartyna`,
      ...shop,
      image,
      'api',
    );
    podman('run', '-d', '--pod', name, '--name', `${name}-web`, image, 'storefront');

    await ready(`http://127.0.0.1:${ports.api}/health/ready`, `${name}-api`);
    const listing = await (
      await fetch(`http://127.0.0.1:${ports.api}/api/server/products?pageSize=2`)
    ).json();
    expect(listing.items).toHaveLength(2);
    expect(listing.total).toBeGreaterThan(2);

    // The storefront reaches the API at its default API_URL, 127.0.0.1:4000 inside the pod: a
    // product's page is rendered from the API's answer.
    const [first] = listing.items;
    const page = await ready(`http://127.0.0.1:${ports.web}/product/${first.id}`, `${name}-web`);
    expect(await page.text()).toContain(first.article);
    const proxied = await fetch(`http://127.0.0.1:${ports.web}/api/server/products?pageSize=2`);
    expect((await proxied.json()).items.map((p) => p.id)).toEqual(listing.items.map((p) => p.id));

    // SIGTERM drains and ends both cleanly (exit 0), as under systemd.
    podman('pod', 'stop', '--time', '40', name);
    for (const container of [`${name}-api`, `${name}-web`])
      expect(podman('inspect', '--format', '{{.State.ExitCode}}', container)).toBe('0');
  });

  it('runs the worker on the same volume once the API is stopped', async () => {
    podman('run', '-d', '--name', `${name}-worker`, '-v', `${name}:/var/lib/kartyna`, image, 'worker');
    const started = Date.now();
    while (!/worker started/.test(run('podman', ['logs', `${name}-worker`]).out)) {
      if (Date.now() - started > 60_000) throw new Error(run('podman', ['logs', `${name}-worker`]).out);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    podman('stop', '--time', '40', `${name}-worker`);
    expect(podman('inspect', '--format', '{{.State.ExitCode}}', `${name}-worker`)).toBe('0');
  });
});
