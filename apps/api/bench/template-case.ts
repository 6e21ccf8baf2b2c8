// One server template case in its own process (so its peak memory is its own): a photo scaled to
// a phone's short side and re-encoded as the API stores uploads, then what the template job does
// in its worker thread — decode, generate at the storefront preview's grid, PNG, SVG, PDF.
// Run by scripts/bench/photo.mjs; arguments: photo size complectation [shortSide].
import { readFile } from 'node:fs/promises';
import type { PhotoComplectation, PhotoSize } from '@kartyna/domain';
import sharp from 'sharp';
import { templateOptionsOf } from '../src/modules/photo-templates/template-options';
import { renderTemplate } from '../src/modules/photo-templates/template-render';

const [name, size, complectation, shortSide] = process.argv.slice(2);
const file = new URL(`../../../packages/paint-by-numbers/test-photos/${name}`, import.meta.url);
const side = Number(shortSide ?? 3024);
const photo = await sharp(await readFile(file))
  .resize(side, side, { fit: 'outside', kernel: 'lanczos3' })
  .jpeg({ quality: 90 })
  .toBuffer();
const options = templateOptionsOf({
  size: size as PhotoSize,
  complectation: complectation as PhotoComplectation,
  orientation: 'portrait',
  crop: null,
  seed: 1,
});
const started = performance.now();
const cpuStarted = process.cpuUsage();
const result = await renderTemplate({ photo, options, title: `bench ${name}` });
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
if (!result.ok) throw new Error(`refused: ${result.code}`);
console.log(
  JSON.stringify({
    photo: name,
    canvas: size,
    kit: complectation,
    ms: Math.round(ms),
    generationMs: result.stats.generationMs,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    regions: result.stats.regionCount,
    colours: result.stats.colourCount,
    pngKb: Math.round(result.previewPng.length / 1024),
    svgKb: Math.round(Buffer.byteLength(result.svg) / 1024),
    pdfKb: Math.round(result.pdf.length / 1024),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
