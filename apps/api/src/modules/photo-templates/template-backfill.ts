import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppDeps } from '../../types';
import type { TemplateOptions } from './template-options';
import { findUnmappedTemplate, recordBackfill } from './template-repository';
import { subjectOf } from './template-subject';
import { outlineKeyOf } from './template-outline';

const gzipAsync = promisify(gzip);

type Deps = Pick<AppDeps, 'db' | 'storage' | 'pictures' | 'config'>;

export interface BackfillRun {
  mapped: number;
  unmappable: number;
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One ready template from before region maps: made again from the same photo, options and seed,
 * and only its map kept. The buyer holds the printed template, so a map is only any use if it
 * is of that very template: unless the new SVG is the stored one byte for byte (a generator
 * changed since would paint other regions), the row keeps no map and says why in last_error.
 */
async function backfillOne(
  deps: Deps,
  row: NonNullable<Awaited<ReturnType<typeof findUnmappedTemplate>>>,
): Promise<{ mapKey: string } | { error: string }> {
  if (!row.svgKey) return { error: 'map backfill: no stored template' };
  const subject = await subjectOf(deps, row);
  if ('status' in subject) return { error: `map backfill: ${subject.errorCode}` };
  const file = await deps.storage.open(row.svgKey);
  if (!file) return { error: `map backfill: no stored template at ${row.svgKey}` };
  const printed = await readText(file.stream);
  // The options as run are stored with the row; the line's own are the fallback.
  const options = (row.options as TemplateOptions | null) ?? subject.options;
  const result = await deps.pictures.template({ photo: subject.photo, options, title: subject.title });
  if (!result.ok) return { error: `map backfill: the photo is refused now (${result.code})` };
  if (result.svg !== printed)
    return { error: 'map backfill: the template made again differs from the printed one' };
  const mapKey = row.svgKey.replace(/\.svg$/, '') + '-regions.kmap';
  await deps.storage.put(mapKey, await gzipAsync(result.kitMap, { level: 9 }));
  await deps.storage.put(outlineKeyOf(row.svgKey), Buffer.from(result.outlinePng));
  return { mapKey };
}

/**
 * Gives older ready templates their region maps, one after another (up to `max`). Each row is
 * tried once: it ends with a map or with last_error, and is not picked again either way.
 */
export async function runMapBackfill(
  deps: Deps,
  options: { max?: number; now?: Date } = {},
): Promise<BackfillRun> {
  const run: BackfillRun = { mapped: 0, unmappable: 0 };
  for (let n = 0; n < (options.max ?? Infinity); n += 1) {
    const row = await findUnmappedTemplate(deps.db);
    if (!row) break;
    let result: { mapKey: string } | { error: string };
    try {
      result = await backfillOne(deps, row);
    } catch (err) {
      result = { error: `map backfill: ${err instanceof Error ? err.message : String(err)}`.slice(0, 2000) };
    }
    await recordBackfill(deps.db, row.id, result, options.now ?? new Date());
    run['mapKey' in result ? 'mapped' : 'unmappable'] += 1;
  }
  return run;
}
