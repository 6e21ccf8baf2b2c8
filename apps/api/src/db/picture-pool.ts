import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DrawRequest, DrawResponse } from './picture-worker';

/**
 * A few worker threads that draw demo pictures, so the event loop keeps answering requests
 * (and the mail worker keeps sending) while hundreds of pictures are drawn. The pool is
 * bounded: at most `size` pictures are drawn at once, the rest wait in a queue.
 */
export interface PicturePool {
  draw(key: string): Promise<Buffer | null>;
  /** pictures being drawn now and waiting */
  stats(): { running: number; queued: number };
  close(): Promise<void>;
}

/**
 * The bundle ships picture-worker.js beside server.js; the source tree (tests, `npm run dev`)
 * loads the .ts through tsx, a dev dependency, from a small bootstrap.
 */
function newWorker(): Worker {
  const js = new URL('./picture-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js);
  const ts = new URL('./picture-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(ts)}, ${JSON.stringify(ts)}))`;
  return new Worker(bootstrap, { eval: true });
}

interface Task {
  key: string;
  resolve(data: Buffer | null): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: (Task & { id: number }) | null;
}

export function createPicturePool(size: number): PicturePool {
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: newWorker(), task: null };
    slot.worker.on('message', (reply: DrawResponse) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = null;
      if (reply.ok) task.resolve(reply.data ? Buffer.from(reply.data) : null);
      else task.reject(new Error(reply.error));
      pump();
    });
    // A thread that crashed takes only its own picture with it; the next task gets a new thread.
    const lost = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.task?.reject(error);
      slot.task = null;
      pump();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`picture worker exited with ${code}`)));
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? spawn() : undefined);
      const task = slot && queue.shift();
      if (!slot || !task) break;
      const id = nextId;
      nextId += 1;
      slot.task = { ...task, id };
      slot.worker.ref();
      const request: DrawRequest = { id, key: task.key };
      slot.worker.postMessage(request);
    }
    // An idle thread must not keep a finished process alive.
    for (const slot of slots) if (!slot.task) slot.worker.unref();
  };

  return {
    draw(key) {
      if (closed) return Promise.reject(new Error('picture pool closed'));
      return new Promise<Buffer | null>((resolve, reject) => {
        queue.push({ key, resolve, reject });
        pump();
      });
    },
    stats: () => ({ running: slots.filter((s) => s.task).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('picture pool closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
