// The photo upload's server work on a phone's 12 MP photo (issue #46): what POST /image-upload
// does to the bytes (processImage: identify, decode, orient, re-encode), beside its floor
// measured in the same process, interleaved: the same decode alone (libvips to raw pixels), what
// any handling of the photo costs before the stored copy is written. Run by
// scripts/bench/photo.mjs (BENCH_PARTS=upload); arguments: photo width height rounds.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { processImage } from '../src/modules/uploads/image-processing';

const [name, width, height, rounds] = process.argv.slice(2);
const file = new URL(`../../../packages/paint-by-numbers/test-photos/${name}`, import.meta.url);
const photo = await sharp(await readFile(file))
  .resize(Number(width), Number(height), { fit: 'cover' })
  .jpeg({ quality: 90 })
  .toBuffer();

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await work();
  const cpu = process.cpuUsage(cpuStarted);
  return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const upload: { ms: number; cpuMs: number }[] = [];
const decode: { ms: number; cpuMs: number }[] = [];
let storedBytes = 0;
for (let i = 0; i < Number(rounds ?? 5); i++) {
  upload.push(await timed(async () => (storedBytes = (await processImage(photo)).data.length)));
  decode.push(await timed(() => sharp(photo).raw().toBuffer()));
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
console.log(
  JSON.stringify({
    photo: name,
    inputKb: Math.round(photo.length / 1024),
    storedKb: Math.round(storedBytes / 1024),
    ms: Math.round(median(upload.map((r) => r.ms))),
    cpuMs: Math.round(median(upload.map((r) => r.cpuMs))),
    decodeMs: Math.round(median(decode.map((r) => r.ms))),
    decodeCpuMs: Math.round(median(decode.map((r) => r.cpuMs))),
  }),
);
