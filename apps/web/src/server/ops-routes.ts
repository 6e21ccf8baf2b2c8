import type { IncomingMessage, ServerResponse } from 'node:http';

/** An API that takes longer than this to say it is ready is as good as down (as the API's own probe). */
const READY_TIMEOUT_MS = 1000;

export interface OpsRoutesOptions {
  /** where the API listens (env.ts `apiUrl`) */
  apiUrl: string;
  metrics: { answer(req: IncomingMessage, res: ServerResponse): Promise<void> };
}

function json(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Probes and metrics, answered before the page cache and Next, in the shape of the API's
 * (apps/api/src/http/health-routes.ts): /health/live says the process serves HTTP, /health/ready
 * that it can render pages, i.e. the API answers its own /health/ready; /metrics is Prometheus text.
 * Returns false for every other request. They stay out of the request log: they come every few seconds.
 */
export function createOpsRoutes({ apiUrl, metrics }: OpsRoutesOptions) {
  async function ready(res: ServerResponse) {
    let reason = 'api_unreachable';
    try {
      const answer = await fetch(`${apiUrl}/health/ready`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      await answer.body?.cancel();
      if (answer.ok) return json(res, 200, { status: 'ok' });
      reason = 'api_not_ready';
    } catch {
      // No answer in time: the reason says so.
    }
    json(res, 503, { status: 'unavailable', reason }, { 'retry-after': '5' });
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.url?.split('?', 1)[0];
    if (path === '/health/live') json(res, 200, { status: 'ok' });
    else if (path === '/health/ready') void ready(res);
    else if (path === '/metrics') {
      metrics.answer(req, res).catch(() => {
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    } else return false;
    return true;
  };
}
