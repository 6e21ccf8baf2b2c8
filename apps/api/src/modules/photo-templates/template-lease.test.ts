import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoTemplates } from '../../db/schema';
import type { PicturePool } from '../pictures/picture-pool';
import { usePhotoOrderKit } from '../photo-orders/photo-orders-test-kit';
import { claimTemplate } from './template-repository';
import { onlyDue, placeOne, templateRow, testPhoto, uploadPhoto } from './template-test-kit';
import { MAX_TEMPLATE_ATTEMPTS, runDueTemplates } from './template-worker';

/** A template's claim while its worker lives, and its files when a crash made it twice. */

const kit = usePhotoOrderKit();
let photoUrl = '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  photoUrl = await uploadPhoto(kit, await testPhoto('coffee.png', 1000));
});

describe('a generation longer than the lease', () => {
  it('keeps its claim: another process finds nothing due, and the template is made once', async () => {
    const { lineId } = await placeOne(kit, { imageUrl: photoUrl });
    await onlyDue(kit, lineId);
    const leaseMs = 1000;
    const rivalClaims: unknown[] = [];
    const real = kit.t.app.deps.pictures;
    // The generation takes three leases; another process looks for due work meanwhile.
    const pictures: PicturePool = {
      ...real,
      async template(request) {
        for (let i = 0; i < 3; i += 1) {
          await sleep(leaseMs);
          const now = new Date();
          rivalClaims.push(
            await claimTemplate(kit.t.db, {
              owner: 'rival',
              now,
              leaseUntil: new Date(now.getTime() + 60_000),
              maxAttempts: MAX_TEMPLATE_ATTEMPTS,
            }),
          );
        }
        return real.template(request);
      },
    };

    const run = await runDueTemplates({ ...kit.t.app.deps, pictures }, { leaseMs, max: 1 });

    expect(run).toEqual({ ready: 1, failed: 0, retried: 0 });
    expect(rivalClaims).toEqual([null, null, null]);
    expect(await templateRow(kit, lineId)).toMatchObject({ status: 'ready', attempts: 1 });
  });
});

describe('a template made again after a crash cut its first attempt short', () => {
  it('stores its files under the same keys, so the first attempt leaves none behind', async () => {
    const { lineId } = await placeOne(kit, { imageUrl: photoUrl });
    await onlyDue(kit, lineId);
    expect(await runDueTemplates(kit.t.app.deps, { max: 1 })).toMatchObject({ ready: 1 });
    const first = await templateRow(kit, lineId);
    // As if the process died after storing the files, before recording them: the row still
    // working, its lease run out.
    await kit.t.db
      .update(photoTemplates)
      .set({ status: 'working', dueAt: new Date(Date.now() - 1000), claimedBy: 'dead-process' })
      .where(eq(photoTemplates.lineId, lineId));

    expect(await runDueTemplates(kit.t.app.deps, { max: 1 })).toMatchObject({ ready: 1 });
    const again = await templateRow(kit, lineId);
    expect(again!.attempts).toBe(2);
    const keys = (row: typeof first) => [row!.previewKey, row!.svgKey, row!.pdfKey, row!.mapKey];
    expect(keys(again)).toEqual(keys(first));
    expect(keys(first).every((key) => key?.startsWith('templates/'))).toBe(true);
    // Another template, other keys: unguessable from the first.
    const other = await placeOne(kit, { imageUrl: photoUrl });
    await onlyDue(kit, other.lineId);
    await runDueTemplates(kit.t.app.deps, { max: 1 });
    expect((await templateRow(kit, other.lineId))!.svgKey).not.toBe(first!.svgKey);
  });
});
