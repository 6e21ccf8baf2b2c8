// Web Worker entry: `new Worker(new URL('@kartyna/paint-by-numbers/worker', import.meta.url), { type: 'module' })`.
// The generator takes seconds at print size; in a worker the page keeps scrolling meanwhile.
import { handleRequest, type GenerateRequest, type Post } from './worker-protocol';

// The package compiles without the DOM/WebWorker libraries, so the worker scope is typed here.
interface WorkerScope {
  onmessage: ((event: { data: GenerateRequest }) => void) | null;
  postMessage: (message: unknown, transfer?: ArrayBuffer[]) => void;
}

const scope = globalThis as unknown as WorkerScope;
const post: Post = (answer, transfer) => scope.postMessage(answer, transfer ?? []);
scope.onmessage = (event) => {
  if (event.data?.type === 'generate') handleRequest(event.data, post);
};
