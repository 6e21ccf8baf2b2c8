// One benchmark case in its own process (so its peak memory is its own): generates a template
// and prints one JSON line. Run by scripts/bench/photo.mjs; arguments: photo widthCm heightCm
// colours pxPerMm [shortSide].
import { generatePaintByNumbers, meanDeltaE, type GeneratorStage } from '../src/index';
import { loadPhoto, type PhotoName } from '../src/test/photos';

const [name, widthCm, heightCm, colours, pxPerMm, shortSide] = process.argv.slice(2);
const image = await loadPhoto(name as PhotoName, Number(shortSide ?? 3024));
const stages: Partial<Record<GeneratorStage, number>> = {};
let stageStart = performance.now();
const started = performance.now();
const cpuStarted = process.cpuUsage();
const result = generatePaintByNumbers(image, {
  widthCm: Number(widthCm),
  heightCm: Number(heightCm),
  colours: Number(colours),
  detail: 'high',
  seed: 1,
  pxPerMm: Number(pxPerMm),
  onProgress: (stage, fraction) => {
    if (fraction === 0) stageStart = performance.now();
    if (fraction === 1) stages[stage] = Math.round(performance.now() - stageStart);
  },
});
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
console.log(
  JSON.stringify({
    photo: name,
    canvas: `${widthCm}x${heightCm}`,
    colours: Number(colours),
    pxPerMm: Number(pxPerMm),
    input: `${image.width}x${image.height}`,
    working: `${result.stats.workingWidth}x${result.stats.workingHeight}`,
    ms: Math.round(ms),
    // CPU time of this process: on a busy machine the wall time above is mostly waiting.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    stages,
    regions: result.stats.regionCount,
    smallestMm2: result.stats.smallestRegionMm2,
    labelsFit: result.stats.labelsFitShare,
    palette: result.palette.length,
    deltaE: Math.round(meanDeltaE(image, result) * 100) / 100,
    svgKb: Math.round(Buffer.byteLength(result.svg) / 1024),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
