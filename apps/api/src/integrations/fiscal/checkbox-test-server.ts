import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a local stand-in for api.checkbox.ua speaking the calls the shop's client makes, as
 * Checkbox's OpenAPI document (https://api.checkbox.ua/api/docs) describes them: POST
 * /api/v1/cashier/signin and /signinPinCode (200 with access_token, 403 { message } for bad
 * credentials), GET /api/v1/cashier/shift (the active shift or null), POST /api/v1/shifts (202,
 * status CREATED, X-License-Key required), POST /api/v1/shifts/close (202, CLOSING), POST
 * /api/v1/receipts/sell (201 ReceiptModel; 400 "Зміну не відкрито" without a shift, the words
 * Checkbox's SDKs match), GET /api/v1/receipts/{id}. It records every request, so a test can
 * check each path, header and body field. What Checkbox answers to a repeated receipt id is not
 * documented: `duplicateStatus` lets a test play any answer.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** the parsed JSON body, or undefined without one */
  body: unknown;
}

interface StoredReceipt {
  id: string;
  status: string;
  fiscal_code: string | null;
  body: Record<string, unknown>;
}

export interface FakeCheckbox {
  url: string;
  licenseKey: string;
  login: string;
  password: string;
  pinCode: string;
  /** 'down' answers every call 503; 'silent' never answers */
  mode: 'up' | 'down' | 'silent';
  requests: RecordedRequest[];
  shift: { id: string; status: string } | null;
  /** a new shift is OPENED at once, or CREATED until this many reads of it */
  shiftOpensAfterReads: number;
  receipts: Map<string, StoredReceipt>;
  /** how a second POST with a known id is answered */
  duplicateStatus: number;
  /** the next sell is refused with this answer (then cleared) */
  refuseNextSell: { status: number; body: unknown } | null;
  /** tokens the register still takes; clear it to play an expired token */
  tokens: Set<string>;
  /** false: every token is refused (401), even one just issued */
  acceptTokens: boolean;
  /** the tax service's verdict on a stored receipt */
  finish(id: string, status: 'DONE' | 'ERROR', message?: string): void;
  /** the requests to a path, in order */
  calls(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export async function startFakeCheckbox(): Promise<FakeCheckbox> {
  const hanging: ServerResponse[] = [];
  let shiftReads = 0;
  let serial = 0;
  const fake: Omit<FakeCheckbox, 'url' | 'close'> = {
    licenseKey: 'test-license-key-0123456789',
    login: 'cashier-login',
    password: 'cashier-password-secret',
    pinCode: '4815162342',
    mode: 'up',
    requests: [],
    shift: null,
    shiftOpensAfterReads: 0,
    receipts: new Map(),
    duplicateStatus: 400,
    refuseNextSell: null,
    tokens: new Set(),
    acceptTokens: true,
    finish(id, status, message) {
      const receipt = fake.receipts.get(id);
      if (!receipt) throw new Error(`no receipt ${id}`);
      receipt.status = status;
      receipt.fiscal_code = status === 'DONE' ? `TEST-${id.slice(0, 8)}` : null;
      if (message) receipt.body.transaction = { status: 'ERROR', response_error_message: message };
    },
    calls: (method, path) => fake.requests.filter((r) => r.method === method && r.path === path),
  };

  const issueToken = (res: ServerResponse) => {
    const token = `token-${randomUUID()}`;
    fake.tokens.add(token);
    return send(res, 200, { type: 'bearer', token_type: 'bearer', access_token: token });
  };

  const receiptModel = (receipt: StoredReceipt) => ({
    ...receipt.body,
    id: receipt.id,
    status: receipt.status,
    fiscal_code: receipt.fiscal_code,
    type: Array.isArray(receipt.body.goods) && record(receipt.body.goods[0]).is_return ? 'RETURN' : 'SELL',
  });

  function answer(req: IncomingMessage, res: ServerResponse, path: string, body: unknown) {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/api/v1/cashier/signin') {
      const { login, password } = record(body);
      if (login !== fake.login || password !== fake.password) {
        return send(res, 403, { message: 'Invalid credentials' });
      }
      return issueToken(res);
    }
    if (method === 'POST' && path === '/api/v1/cashier/signinPinCode') {
      if (req.headers['x-license-key'] !== fake.licenseKey)
        return send(res, 403, { message: 'Invalid license key' });
      if (record(body).pin_code !== fake.pinCode) return send(res, 403, { message: 'Invalid credentials' });
      return issueToken(res);
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return send(res, 403, { message: 'Not authenticated' });
    if (!fake.acceptTokens || !fake.tokens.has(token)) return send(res, 401, { message: 'Invalid token' });

    if (method === 'GET' && path === '/api/v1/cashier/shift') {
      if (fake.shift?.status === 'CREATED' && ++shiftReads >= fake.shiftOpensAfterReads) {
        fake.shift.status = 'OPENED';
      }
      return send(res, 200, fake.shift);
    }
    if (method === 'POST' && path === '/api/v1/shifts') {
      if (req.headers['x-license-key'] !== fake.licenseKey)
        return send(res, 403, { message: 'Invalid license key' });
      if (fake.shift) return send(res, 400, { message: 'Касир вже працює з даною касою' });
      shiftReads = 0;
      fake.shift = { id: randomUUID(), status: fake.shiftOpensAfterReads > 0 ? 'CREATED' : 'OPENED' };
      return send(res, 202, { ...fake.shift, status: 'CREATED', serial: 1 });
    }
    if (method === 'POST' && path === '/api/v1/shifts/close') {
      if (!fake.shift) return send(res, 400, { message: 'Зміну не відкрито' });
      const closing = {
        ...fake.shift,
        status: 'CLOSING',
        z_report: { sell_receipts_count: fake.receipts.size },
      };
      fake.shift = null;
      return send(res, 202, closing);
    }
    if (method === 'POST' && path === '/api/v1/receipts/sell') {
      const fields = record(body);
      const id = typeof fields.id === 'string' ? fields.id : randomUUID();
      if (fake.receipts.has(id))
        return send(res, fake.duplicateStatus, { message: 'Чек з таким id вже існує' });
      if (fake.refuseNextSell) {
        const refusal = fake.refuseNextSell;
        fake.refuseNextSell = null;
        return send(res, refusal.status, refusal.body);
      }
      if (fake.shift?.status !== 'OPENED') return send(res, 400, { message: 'Зміну не відкрито' });
      const receipt: StoredReceipt = { id, status: 'CREATED', fiscal_code: null, body: fields };
      fake.receipts.set(id, receipt);
      serial += 1;
      return send(res, 201, { ...receiptModel(receipt), serial });
    }
    const receiptId = /^\/api\/v1\/receipts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && receiptId) {
      const receipt = fake.receipts.get(decodeURIComponent(receiptId));
      if (!receipt) return send(res, 404, { message: 'Чек не знайдено' });
      return send(res, 200, receiptModel(receipt));
    }
    return send(res, 404, { message: 'Not Found' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://checkbox').pathname;
      fake.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (fake.mode === 'silent') return void hanging.push(res);
      if (fake.mode === 'down') return send(res, 503, { message: 'Service Unavailable' });
      return answer(req, res, path, body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
