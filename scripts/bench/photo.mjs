#!/usr/bin/env node
// `npm run bench:photo`: the paint-by-numbers generator on every sample photo, classic (24) and
// premium (36) colours, 40×50 and 60×80 cm, at print resolution (2 px/mm; BENCH_PX_PER_MM=1,2
// adds the preview). Each case runs in its own process so its peak memory is its own. The photo
// is first scaled to a phone's 3024 px short side (BENCH_SHORT_SIDE), as a customer sends it.
// Then the server's template job (apps/api/bench/template-case.ts): decode of the stored JPEG,
// the generator at the storefront's grid, PNG, SVG and PDF. BENCH_PARTS=generator or =server
// runs one half; =upload, the upload's re-encoding of a 12 MP photo (apps/api/bench/upload-case.ts)
// beside decoding it alone (not in the default run).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const photos = ['astronaut.png', 'chelsea.png', 'coffee.png', 'rocket.jpg'];
const kits = [
  ['classic', 24, 8],
  ['premium', 36, 6],
];
const canvases = [
  [40, 50],
  [60, 80],
];
const resolutions = (process.env.BENCH_PX_PER_MM ?? '2').split(',').map(Number);
const shortSide = process.env.BENCH_SHORT_SIDE ?? '3024';

const parts = (process.env.BENCH_PARTS ?? 'generator,server').split(',');
const rows = [];
if (parts.includes('generator'))
  for (const pxPerMm of resolutions)
    for (const [w, h] of canvases)
      for (const [kit, colours, target] of kits)
        for (const photo of photos) {
          const run = spawnSync(
            process.execPath,
            [
              '--import',
              'tsx',
              'packages/paint-by-numbers/bench/photo-case.ts',
              photo,
              w,
              h,
              colours,
              pxPerMm,
              shortSide,
            ].map(String),
            { cwd: root, encoding: 'utf8' },
          );
          if (run.status !== 0) {
            console.error(run.stderr);
            process.exit(1);
          }
          const r = JSON.parse(run.stdout.trim().split('\n').pop());
          rows.push({ ...r, kit, target });
          console.log(
            [
              `${photo.padEnd(13)} ${kit.padEnd(7)} ${w}x${h} ${pxPerMm} px/mm`,
              `${String(r.ms).padStart(6)} ms (cpu ${String(r.cpuMs).padStart(5)} ms)`,
              `${String(r.regions).padStart(5)} regions`,
              `smallest ${String(r.smallestMm2).padStart(6)} mm²`,
              `numbers fit ${(r.labelsFit * 100).toFixed(1)} %`,
              `ΔE2000 ${r.deltaE.toFixed(2)} (≤ ${target})`,
              `${r.palette} colours`,
              `svg ${r.svgKb} KB`,
              `peak ${r.maxRssMb} MB`,
            ].join(' | '),
          );
        }

const serverRows = [];
if (parts.includes('server')) {
  console.log(
    "\nServer template job (1 px/mm, the storefront preview's options; decode + generate + PNG + SVG + PDF):",
  );
  for (const [size] of [['40x50'], ['60x80']])
    for (const kit of ['classic', 'premium'])
      for (const photo of photos) {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'bench/template-case.ts', photo, size, kit, shortSide],
          { cwd: join(root, 'apps/api'), encoding: 'utf8' },
        );
        if (run.status !== 0) {
          console.error(run.stderr);
          process.exit(1);
        }
        const r = JSON.parse(run.stdout.trim().split('\n').pop());
        serverRows.push(r);
        console.log(
          [
            `${photo.padEnd(13)} ${kit.padEnd(7)} ${size}`,
            `${String(r.ms).padStart(6)} ms (generator ${String(r.generationMs).padStart(5)} ms, cpu ${String(r.cpuMs).padStart(5)} ms)`,
            `${String(r.regions).padStart(4)} regions`,
            `${r.colours} colours`,
            `png ${r.pngKb} KB, svg ${r.svgKb} KB, pdf ${r.pdfKb} KB`,
            `peak ${r.maxRssMb} MB`,
          ].join(' | '),
        );
      }
}

// The upload's own work on a phone's 12 MP photo (issue #46), beside decoding it alone.
if (parts.includes('upload')) {
  console.log('\nPhoto upload, the server side (POST /image-upload on a 12 MP phone photo), medians of 5:');
  for (const photo of photos) {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/upload-case.ts', photo, '4000', '3000', '5'],
      {
        cwd: join(root, 'apps/api'),
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) {
      console.error(run.stderr);
      process.exit(1);
    }
    const r = JSON.parse(run.stdout.trim().split('\n').pop());
    console.log(
      [
        `${photo.padEnd(13)} ${String(r.inputKb).padStart(5)} KB`,
        `${String(r.ms).padStart(5)} ms, cpu ${String(r.cpuMs).padStart(5)} ms`,
        `decoding alone ${r.decodeMs} ms, cpu ${r.decodeCpuMs} ms (${(r.cpuMs / r.decodeCpuMs).toFixed(1)}×)`,
        `stored ${r.storedKb} KB`,
      ].join(' | '),
    );
  }
}

const worst = (list, key) => Math.max(...list.map((r) => r[key]));
const print = rows.filter((r) => r.canvas === '60x80' && r.kit === 'premium' && r.pxPerMm === 2);
console.log('\nTargets:');
for (const kit of rows.length ? ['classic', 'premium'] : []) {
  const list = rows.filter((r) => r.kit === kit);
  const ok = list.every((r) => r.deltaE <= r.target);
  console.log(`  ${kit}: worst ΔE2000 ${worst(list, 'deltaE').toFixed(2)} — ${ok ? 'met' : 'NOT met'}`);
}
if (print.length) {
  const ms = worst(print, 'ms');
  const cpu = worst(print, 'cpuMs');
  const mb = worst(print, 'maxRssMb');
  const verdict = (t) => (t <= 20000 && mb < 1024 ? 'met' : 'NOT met');
  console.log(`  60×80 premium at print resolution (≤ 20 s, < 1 GB), peak ${mb} MB:`);
  console.log(`    wall clock: slowest ${ms} ms — ${verdict(ms)}`);
  console.log(`    CPU time:   slowest ${cpu} ms — ${verdict(cpu)}`);
}
const serverPrint = serverRows.filter((r) => r.canvas === '60x80' && r.kit === 'premium');
if (serverPrint.length) {
  const ms = worst(serverPrint, 'ms');
  const mb = worst(serverPrint, 'maxRssMb');
  console.log(
    `  server template job, 60×80 premium (≤ 20 s, < 1 GB): slowest ${ms} ms, peak ${mb} MB — ${ms <= 20000 && mb < 1024 ? 'met' : 'NOT met'}`,
  );
}
// On a shared machine the wall clock is mostly waiting for a core; say how busy it was.
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`,
);
