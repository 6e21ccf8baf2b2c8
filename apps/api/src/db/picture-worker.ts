import { parentPort } from 'node:worker_threads';
import { drawDemoPicture } from './demo-picture-painters';

/** One drawing at a time per thread; the pool (picture-pool.ts) hands out the keys. */
export interface DrawRequest {
  id: number;
  key: string;
}
export type DrawResponse =
  { id: number; ok: true; data: Uint8Array | null } | { id: number; ok: false; error: string };

parentPort?.on('message', (request: DrawRequest) => {
  drawDemoPicture(request.key).then(
    (data) => {
      // A copy of its own can be moved to the main thread instead of copied again.
      const bytes = data ? new Uint8Array(data) : null;
      const reply: DrawResponse = { id: request.id, ok: true, data: bytes };
      parentPort?.postMessage(reply, bytes ? [bytes.buffer] : []);
    },
    (error: unknown) => {
      const reply: DrawResponse = { id: request.id, ok: false, error: String(error) };
      parentPort?.postMessage(reply);
    },
  );
});
