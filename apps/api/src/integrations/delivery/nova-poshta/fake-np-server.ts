import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Test-only (not a *.test.ts): a local stand-in for https://api.novaposhta.ua/v2.0/json/ that
 * speaks its protocol. Every request must carry the right apiKey and exactly the
 * methodProperties a route was registered with; the answer is a recorded fixture. A request
 * nobody registered gets Nova Poshta's own kind of refusal, so a wrong property fails the test.
 */

export interface NpRequest {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, unknown>;
}

type Answer = object | ((request: NpRequest) => object);

/** What the next matching requests get instead of an answer. */
export type Trouble = { status: number } | { hangMs: number } | 'reset';

const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${fixturesDir}${name}.json`, 'utf8')) as Record<string, unknown>;
}

/** Key order does not matter to Nova Poshta, so it does not matter here. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const refusal = (message: string) => ({
  success: false,
  data: [],
  errors: [message],
  warnings: [],
  info: [],
  messageCodes: [],
  errorCodes: [],
  warningCodes: [],
  infoCodes: [],
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeNovaPoshta {
  url: string;
  apiKey: string;
  /** every request that reached the server, in order */
  requests: NpRequest[];
  /** answers `model.method` called with exactly `properties` (any properties when omitted) */
  on(model: string, method: string, properties: Record<string, unknown> | null, answer: Answer): void;
  /** the next `times` requests to `model.method` fail this way */
  trouble(model: string, method: string, how: Trouble, times?: number): void;
  hits(model: string, method: string): number;
  /** requests to `model.method` since the start, newest last */
  calls(model: string, method: string): NpRequest[];
  close(): Promise<void>;
}

export async function startFakeNovaPoshta(apiKey = 'np-test-key-0123456789abcdef'): Promise<FakeNovaPoshta> {
  const routes = new Map<string, Answer>();
  const anyRoutes = new Map<string, Answer>();
  const troubles = new Map<string, { how: Trouble; left: number }>();
  const requests: NpRequest[] = [];

  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: NpRequest;
    try {
      body = JSON.parse(text) as NpRequest;
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.push(body);
    const method = `${body.modelName}.${body.calledMethod}`;
    const trouble = troubles.get(method);
    if (trouble && trouble.left > 0) {
      trouble.left -= 1;
      const how = trouble.how;
      if (how === 'reset') {
        req.socket.destroy();
        return;
      }
      if ('status' in how) {
        res.writeHead(how.status, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
        return;
      }
      // Too slow: answer only after the client has given up.
      await new Promise((resolve) => setTimeout(resolve, how.hangMs));
    }
    const send = (payload: object) => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (body.apiKey !== apiKey) {
      send({ ...fixture('error-auth') });
      return;
    }
    const answer =
      routes.get(`${method}:${canonical(body.methodProperties ?? {})}`) ?? anyRoutes.get(method) ?? null;
    if (!answer) {
      send(refusal(`fake: no answer recorded for ${method} ${canonical(body.methodProperties)}`));
      return;
    }
    send(typeof answer === 'function' ? answer(body) : answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v2.0/json/`,
    apiKey,
    requests,
    on(model, method, properties, answer) {
      if (properties === null) anyRoutes.set(`${model}.${method}`, answer);
      else routes.set(`${model}.${method}:${canonical(properties)}`, answer);
    },
    trouble(model, method, how, times = 1) {
      troubles.set(`${model}.${method}`, { how, left: times });
    },
    hits(model, method) {
      return requests.filter((r) => r.modelName === model && r.calledMethod === method).length;
    },
    calls(model, method) {
      return requests.filter((r) => r.modelName === model && r.calledMethod === method);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
