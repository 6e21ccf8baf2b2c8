import type { z } from 'zod';
import {
  checkboxCall,
  refusalMessage,
  unexpectedAnswer,
  type CheckboxAnswer,
  type CheckboxApiOptions,
  type CheckboxMethod,
} from './checkbox-api';
import {
  receiptAnswer,
  receiptState,
  sellBody,
  shiftAnswer,
  shiftOf,
  tokenAnswer,
  type CheckboxShift,
} from './checkbox-receipt';
import {
  FiscalRegisterError,
  type FiscalReceiptRequest,
  type FiscalReceiptState,
  type FiscalRegister,
} from './fiscal-register';

export interface CheckboxRegisterOptions {
  /** https://api.checkbox.ua (paths under /api/v1) */
  apiUrl: string;
  licenseKey: string;
  /** the cashier's login and password; or pinCode (cash registers of type AGENT) */
  login?: string | null;
  password?: string | null;
  pinCode?: string | null;
  /** a test register (our sandbox): its receipts are not fiscal */
  test?: boolean;
  name?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** the buyer's link to a receipt; Checkbox's public page by default */
  receiptUrl?(id: string): string;
  /** how long a new shift may take to open (signed and delivered to ДПС) before a retry later */
  shiftOpenWaitMs?: number;
  shiftPollMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Checkbox says opening "як правило триває декілька секунд" (POST /api/v1/shifts). */
const DEFAULT_SHIFT_WAIT_MS = 10_000;
const DEFAULT_SHIFT_POLL_MS = 500;

/**
 * The public page of a Checkbox receipt. Not in Checkbox's API documents: the address is the one
 * Checkbox's receipts and many integrations link to (check.checkbox.ua/<receipt id>).
 */
export const checkboxReceiptUrl = (id: string) => `https://check.checkbox.ua/${encodeURIComponent(id)}`;

const SELL = '/api/v1/receipts/sell';
const SHIFT = '/api/v1/cashier/shift';
const receiptPath = (id: string) => `/api/v1/receipts/${encodeURIComponent(id)}`;
/** Checkbox's words when a receipt finds no open shift (its SDKs match them: "Зміну не відкрито"). */
const NO_SHIFT = /змін[уа] не відкрит/i;
const isAuthRefusal = (answer: CheckboxAnswer) => answer.status === 401 || answer.status === 403;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parsed<T>(schema: z.ZodType<T>, method: CheckboxMethod, path: string, answer: CheckboxAnswer): T {
  const result = schema.safeParse(answer.body);
  if (!result.success) {
    throw new FiscalRegisterError(`checkbox ${method} ${path}: unexpected answer`, { cause: result.error });
  }
  return result.data;
}

/**
 * The shop's register at Checkbox (ПРРО). Signs the cashier in on first use and keeps the
 * token; a 401 or 403 signs in again, once, and repeats the call. A receipt that finds no open
 * shift opens one and is sent again. Our UUID is the receipt's id, so a retry after a lost
 * answer meets the receipt it made: Checkbox's documents do not say how it answers a repeated
 * id, so any refusal of a receipt is first checked against GET /receipts/{id}.
 */
export function createCheckboxRegister(options: CheckboxRegisterOptions): FiscalRegister {
  const usesPassword = Boolean(options.login && options.password);
  if (!usesPassword && !options.pinCode) {
    throw new Error('a Checkbox register needs the cashier’s login and password, or a PIN code');
  }
  const api: CheckboxApiOptions = {
    apiUrl: options.apiUrl,
    licenseKey: options.licenseKey,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const urlOf = options.receiptUrl ?? checkboxReceiptUrl;
  const shiftWaitMs = options.shiftOpenWaitMs ?? DEFAULT_SHIFT_WAIT_MS;
  const shiftPollMs = options.shiftPollMs ?? DEFAULT_SHIFT_POLL_MS;

  let token: string | null = null;
  let signingIn: Promise<string> | null = null;

  async function signIn(): Promise<string> {
    const [path, body] = usesPassword
      ? ['/api/v1/cashier/signin', { login: options.login, password: options.password }]
      : ['/api/v1/cashier/signinPinCode', { pin_code: options.pinCode }];
    const answer = await checkboxCall(api, 'POST', path, { body });
    if (answer.status !== 200 && answer.status !== 201) {
      // Checkbox's 403 "Invalid credentials": our settings are wrong, nothing a receipt can fix.
      throw new FiscalRegisterError(
        `checkbox POST ${path}: the cashier's sign-in was refused (HTTP ${answer.status}: ${refusalMessage(answer)})`,
      );
    }
    return parsed(tokenAnswer, 'POST', path, answer).access_token;
  }

  /** A token other than `stale`; concurrent callers share one sign-in. */
  function freshToken(stale: string | null): Promise<string> {
    if (token && token !== stale) return Promise.resolve(token);
    signingIn ??= signIn()
      .then((fresh) => (token = fresh))
      .finally(() => (signingIn = null));
    return signingIn;
  }

  async function authorized(method: CheckboxMethod, path: string, body?: unknown): Promise<CheckboxAnswer> {
    const used = token ?? (await freshToken(null));
    const answer = await checkboxCall(api, method, path, { token: used, body });
    if (!isAuthRefusal(answer)) return answer;
    // The token expired or was revoked: one fresh sign-in, then the call once more.
    const again = await checkboxCall(api, method, path, { token: await freshToken(used), body });
    if (isAuthRefusal(again)) {
      throw new FiscalRegisterError(`checkbox ${method} ${path}: HTTP ${again.status} with a fresh token`);
    }
    return again;
  }

  async function readShift(): Promise<CheckboxShift | null> {
    const answer = await authorized('GET', SHIFT);
    // No active shift is a 200 with null.
    if (answer.status === 404 || (answer.status === 200 && answer.body === null)) return null;
    if (answer.status !== 200) throw unexpectedAnswer('GET', SHIFT, answer);
    return parsed(shiftAnswer, 'GET', SHIFT, answer);
  }

  /**
   * Opens the cashier's shift (unless one is on its way) and waits until it is OPENED: Checkbox
   * answers CREATED at once and opens it when ДПС took the signed transaction.
   */
  async function openShift(current: CheckboxShift | null): Promise<void> {
    let shift = current;
    if (!shift || shift.status === 'CLOSED') {
      const answer = await authorized('POST', '/api/v1/shifts', {});
      if (answer.status === 400) {
        // "Касир вже працює з даною касою": another of our processes opened it first.
        shift = await readShift();
        if (!shift) throw unexpectedAnswer('POST', '/api/v1/shifts', answer);
      } else if (answer.status >= 200 && answer.status < 300) {
        shift = parsed(shiftAnswer, 'POST', '/api/v1/shifts', answer);
      } else {
        throw unexpectedAnswer('POST', '/api/v1/shifts', answer);
      }
    }
    const deadline = Date.now() + shiftWaitMs;
    while (shift?.status !== 'OPENED') {
      if (!shift || shift.status === 'CLOSED' || shift.status === 'CLOSING') {
        throw new FiscalRegisterError(`checkbox: the shift is ${shift?.status ?? 'gone'}, not open`);
      }
      if (Date.now() >= deadline) throw new FiscalRegisterError('checkbox: the new shift is still opening');
      await sleep(shiftPollMs);
      shift = await readShift();
    }
  }

  async function readReceipt(id: string): Promise<FiscalReceiptState | null> {
    const path = receiptPath(id);
    const answer = await authorized('GET', path);
    // 404: no such receipt; 422: not an id Checkbox could have (not a UUID).
    if (answer.status === 404 || answer.status === 422) return null;
    if (answer.status !== 200) throw unexpectedAnswer('GET', path, answer);
    return receiptState(parsed(receiptAnswer, 'GET', path, answer), urlOf(id));
  }

  return {
    name: options.name ?? 'checkbox',
    test: options.test ?? false,
    receiptUrl: urlOf,

    async issue(request: FiscalReceiptRequest): Promise<FiscalReceiptState> {
      const body = sellBody(request);
      let openedShift = false;
      for (;;) {
        const answer = await authorized('POST', SELL, body);
        if (answer.status >= 200 && answer.status < 300) {
          return receiptState(parsed(receiptAnswer, 'POST', SELL, answer), urlOf(request.id));
        }
        if (answer.status !== 400 && answer.status !== 409 && answer.status !== 422) {
          throw unexpectedAnswer('POST', SELL, answer);
        }
        // A retry of a receipt Checkbox already has: its state, not a second receipt.
        const existing = await readReceipt(request.id);
        if (existing) return existing;
        if (answer.status === 400) {
          // "Зміну не відкрито": the receipt waits for a shift, it is not refused.
          const shift = await readShift();
          const noShift = shift?.status !== 'OPENED' || NO_SHIFT.test(refusalMessage(answer));
          if (noShift && openedShift)
            throw new FiscalRegisterError('checkbox: no open shift took the receipt');
          if (noShift) {
            // Opened just now by another process, the receipt is sent once more as it is.
            if (shift?.status !== 'OPENED') await openShift(shift);
            openedShift = true;
            continue;
          }
        }
        return { status: 'failed', fiscalCode: null, url: null, message: refusalMessage(answer) };
      }
    },

    receiptState: readReceipt,

    async currentShift() {
      const shift = await readShift();
      return shift && shift.status !== 'CLOSED' ? shiftOf(shift) : null;
    },

    async closeShift() {
      const shift = await readShift();
      if (!shift || shift.status === 'CLOSED') return null;
      const path = '/api/v1/shifts/close';
      // No report in the body: Checkbox makes the Z-report from its own books.
      const answer = await authorized('POST', path, {});
      // "Зміну не відкрито": another of our processes closed it in the meantime.
      if (answer.status === 400 && !(await readShift())) return null;
      if (answer.status < 200 || answer.status >= 300) throw unexpectedAnswer('POST', path, answer);
      return shiftOf(parsed(shiftAnswer, 'POST', path, answer));
    },
  };
}
