import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoTemplates } from '../../db/schema';
import { kitToken } from './kit-token';
import { fetchMap, getKit } from '../painting-kits/painting-kits-test-kit';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { runMapBackfill } from './template-backfill';
import { onlyDue, placeOne, templateRow, testPhoto, uploadPhoto } from './template-test-kit';
import { runDueTemplates } from './template-worker';
import { outlineKeyOf } from './template-outline';

/** Region maps for templates made before the companion: regenerated, kept only if identical. */

const kit = usePhotoOrderKit();
let photoUrl = '';

beforeAll(async () => {
  photoUrl = await uploadPhoto(kit, await testPhoto('coffee.png', 1000));
});

/** A ready template as the shop had it before issue #25: every file but the map. */
async function oldTemplate() {
  const { lineId } = await placeOne(kit, { imageUrl: photoUrl });
  await onlyDue(kit, lineId);
  expect(await runDueTemplates(kit.t.app.deps)).toMatchObject({ ready: 1 });
  const made = (await templateRow(kit, lineId))!;
  await kit.t.db.update(photoTemplates).set({ mapKey: null }).where(eq(photoTemplates.id, made.id));
  // The worker's map is gone: what is there after the backfill is the backfill's.
  await kit.t.app.deps.storage.put(made.mapKey!, Buffer.from('not a map'));
  await kit.t.app.deps.storage.put(outlineKeyOf(made.svgKey!), Buffer.from('not a picture'));
  const ref = `p${lineId}`;
  return { lineId, made, ref, query: `?k=${kitToken(kit.t.config.authSecret, ref)}` };
}

describe('the region map backfill', () => {
  it('regenerates a ready template and keeps its map when the SVG is the printed one', async () => {
    const { lineId, made, ref, query } = await oldTemplate();
    expect((await getKit(kit.t.app, ref, query)).json()).toMatchObject({ status: 'preparing' });
    expect(await runMapBackfill(kit.t.app.deps)).toEqual({ mapped: 1, unmappable: 0 });
    const row = (await templateRow(kit, lineId))!;
    expect(row).toMatchObject({ status: 'ready', mapKey: made.mapKey, lastError: null, svgKey: made.svgKey });
    const body = (await getKit(kit.t.app, ref, query)).json();
    expect(body.status).toBe('ready');
    const map = await fetchMap(kit.t.app, body.mapUrl);
    expect(map.regions).toHaveLength(Number(row.stats!.regionCount));
    const outline = await kit.t.app.inject({ method: 'GET', url: body.outlineUrl });
    expect(outline.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Nothing is left to do.
    expect(await runMapBackfill(kit.t.app.deps)).toEqual({ mapped: 0, unmappable: 0 });
  });

  it('leaves a template whose regeneration differs without a map, saying why', async () => {
    const { lineId, made, ref, query } = await oldTemplate();
    const printed = await kit.t.app.deps.storage.open(made.svgKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of printed!.stream) chunks.push(chunk as Buffer);
    // As if an older generator had drawn it: one path moved by a hair.
    const older = Buffer.concat(chunks).toString('utf8').replace(/(\d)"/, '$1.5"');
    await kit.t.app.deps.storage.put(made.svgKey!, Buffer.from(older, 'utf8'));

    expect(await runMapBackfill(kit.t.app.deps)).toEqual({ mapped: 0, unmappable: 1 });
    const row = (await templateRow(kit, lineId))!;
    expect(row.mapKey).toBeNull();
    expect(row.status).toBe('ready');
    expect(row.lastError).toMatch(/differs from the printed one/);
    expect((await getKit(kit.t.app, ref, query)).json()).toMatchObject({ status: 'failed' });
    // It is not tried again.
    expect(await runMapBackfill(kit.t.app.deps)).toEqual({ mapped: 0, unmappable: 0 });
  });
});
