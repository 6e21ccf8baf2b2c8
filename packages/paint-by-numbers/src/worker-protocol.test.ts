import { describe, expect, it } from 'vitest';
import { handleRequest, type WorkerAnswer } from './worker-protocol';
import { loadPhoto, loadPhotoAt } from './test/photos';

const options = { widthCm: 40, heightCm: 50, colours: 24, detail: 'medium' as const, seed: 3 };

describe('the worker protocol', () => {
  it('answers with progress for each stage, then the result with its pixel buffers to transfer', async () => {
    const image = await loadPhoto('coffee.png', 700);
    const answers: [WorkerAnswer, ArrayBuffer[] | undefined][] = [];
    handleRequest({ type: 'generate', id: 7, image, options }, (a, t) => answers.push([a, t]));
    const last = answers[answers.length - 1];
    expect(answers.every(([a]) => a.id === 7)).toBe(true);
    const stages = new Set(answers.flatMap(([a]) => (a.type === 'progress' ? [a.stage] : [])));
    expect([...stages]).toEqual(['quantise', 'regions', 'merge', 'outline', 'labels']);
    expect(last?.[0].type).toBe('result');
    if (last?.[0].type !== 'result') return;
    expect(last[1]).toEqual([last[0].result.preview.data.buffer, last[0].result.regionMap.data.buffer]);
    expect(last[0].result.palette).toHaveLength(24);
  });

  it('answers a refused photo with the error key the page translates', async () => {
    const image = await loadPhotoAt('chelsea.png', 40, 40);
    const answers: WorkerAnswer[] = [];
    handleRequest({ type: 'generate', id: 1, image, options }, (a) => answers.push(a));
    expect(answers).toEqual([{ type: 'error', id: 1, code: 'photo_too_small', minShortSidePx: 134 }]);
  });
});
