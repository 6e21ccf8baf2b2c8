import { parentPort } from 'node:worker_threads';
import type { TemplateRequest, TemplateResult } from '../photo-templates/template-render';
import { drawDemoPicture } from '../../db/demo-picture-painters';

/**
 * One task at a time per thread; the pool (picture-pool.ts) hands them out: a demo picture to
 * draw, or a photo order's paint-by-numbers template to make.
 */
export type DrawRequest =
  { id: number; kind: 'demo'; key: string } | { id: number; kind: 'template'; request: TemplateRequest };
export type DrawResponse =
  | { id: number; ok: true; kind: 'demo'; data: Uint8Array | null }
  | { id: number; ok: true; kind: 'template'; result: TemplateResult }
  | { id: number; ok: false; error: string };

const fail = (id: number) => (error: unknown) => {
  const reply: DrawResponse = {
    id,
    ok: false,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
  parentPort?.postMessage(reply);
};

parentPort?.on('message', (message: DrawRequest) => {
  if (message.kind === 'template') {
    // Loaded on the first template: a thread that only draws demo pictures starts as fast as before.
    import('../photo-templates/template-render')
      .then(({ renderTemplate }) => renderTemplate(message.request))
      .then((result) => {
        const reply: DrawResponse = { id: message.id, ok: true, kind: 'template', result };
        // The files' bytes are moved to the main thread, not copied.
        const moved = result.ok
          ? [result.previewPng.buffer, result.pdf.buffer, result.kitMap.buffer, result.outlinePng.buffer]
          : [];
        parentPort?.postMessage(reply, moved as ArrayBuffer[]);
      }, fail(message.id));
    return;
  }
  drawDemoPicture(message.key).then((data) => {
    // A copy of its own can be moved to the main thread instead of copied again.
    const bytes = data ? new Uint8Array(data) : null;
    const reply: DrawResponse = { id: message.id, ok: true, kind: 'demo', data: bytes };
    parentPort?.postMessage(reply, bytes ? [bytes.buffer] : []);
  }, fail(message.id));
});
