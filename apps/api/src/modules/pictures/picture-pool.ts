import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TemplateRequest, TemplateResult } from '../photo-templates/template-render';
import type { DrawRequest, DrawResponse } from './picture-worker';

/**
 * A few worker threads for the heavy picture work: drawing demo pictures and making photo
 * orders' paint-by-numbers templates, so the event loop keeps answering requests (and the mail
 * worker keeps sending) meanwhile. The pool is bounded (PICTURE_WORKERS): at most `size` tasks
 * run at once, the rest wait in a queue.
 */
export interface PicturePool {
  draw(key: string): Promise<Buffer | null>;
  /** a photo order line's template; a photo the generator refuses answers `{ ok: false, code }` */
  template(request: TemplateRequest): Promise<TemplateResult>;
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

type Work = { kind: 'demo'; key: string } | { kind: 'template'; request: TemplateRequest };

interface Task {
  work: Work;
  resolve(reply: DrawResponse & { ok: true }): void;
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
      if (reply.ok) task.resolve(reply);
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
      const request: DrawRequest = { id, ...task.work };
      slot.worker.postMessage(request);
    }
    // An idle thread must not keep a finished process alive.
    for (const slot of slots) if (!slot.task) slot.worker.unref();
  };

  const run = (work: Work): Promise<DrawResponse & { ok: true }> => {
    if (closed) return Promise.reject(new Error('picture pool closed'));
    return new Promise((resolve, reject) => {
      queue.push({ work, resolve, reject });
      pump();
    });
  };

  return {
    async draw(key) {
      const reply = await run({ kind: 'demo', key });
      return reply.kind === 'demo' && reply.data ? Buffer.from(reply.data) : null;
    },
    async template(request) {
      const reply = await run({ kind: 'template', request });
      if (reply.kind !== 'template') throw new Error('picture worker answered another kind of task');
      return reply.result;
    },
    stats: () => ({ running: slots.filter((s) => s.task).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('picture pool closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
