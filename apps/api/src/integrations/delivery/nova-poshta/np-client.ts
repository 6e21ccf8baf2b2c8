import { DeliveryProviderError } from '../delivery-provider-error';

/**
 * Nova Poshta JSON API 2.0: every call is a POST of {apiKey, modelName, calledMethod,
 * methodProperties} to one URL, and the answer is always HTTP 200 with
 * {success, data, errors, warnings, info, errorCodes, ...}, even when the call was refused.
 */

export interface NovaPoshtaSettings {
  apiKey: string;
  apiUrl: string;
  /** per attempt; Nova Poshta usually answers in well under a second */
  timeoutMs?: number;
}

export interface NovaPoshtaAnswer<Row> {
  data: Row[];
  warnings: string[];
  /** getWarehouses and getCities put {totalCount} here; other methods an empty array */
  info: unknown;
}

export type MethodProperties = Record<string, unknown>;

export type CallNovaPoshta = <Row>(
  model: string,
  method: string,
  properties: MethodProperties,
) => Promise<NovaPoshtaAnswer<Row>>;

/** Nova Poshta answered and said no (success: false): a bad key, a bad ref, a refused waybill. */
export class NovaPoshtaError extends DeliveryProviderError {
  constructor(
    readonly model: string,
    readonly method: string,
    readonly errors: string[],
    readonly errorCodes: string[],
  ) {
    super(
      `Nova Poshta ${model}.${method} failed: ${errors.join('; ') || errorCodes.join(', ') || 'no reason given'}`,
    );
    this.name = 'NovaPoshtaError';
  }
}

/** Nova Poshta did not answer usefully: network failure, timeout, HTTP error, not JSON. */
export class NovaPoshtaUnavailableError extends DeliveryProviderError {
  constructor(
    readonly model: string,
    readonly method: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(`Nova Poshta ${model}.${method} unavailable${status ? ` (HTTP ${status})` : ''}`, options);
    this.name = 'NovaPoshtaUnavailableError';
  }
}

const DEFAULT_TIMEOUT_MS = 8000;

/**
 * Only reading methods may be repeated. A repeated InternetDocument.save whose first attempt
 * reached Nova Poshta but whose answer was lost would create a second waybill (and a second
 * parcel the shop pays for), so writes get exactly one attempt. Nova Poshta names its reads
 * getSomething or searchSomething; everything else (save, update, delete, ...) is a write.
 */
export function isReadMethod(method: string): boolean {
  return /^(get|search)/.test(method);
}

/** Nova Poshta sometimes gives messages as an object keyed by document ("ID_2045...": "..."). */
function messages(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  return list.flatMap((item) =>
    typeof item === 'string' ? [item] : item && typeof item === 'object' ? messages(item) : [],
  );
}

class RetryableFailure extends Error {
  constructor(
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super('retryable', options);
  }
}

export function createNovaPoshtaClient(settings: NovaPoshtaSettings): { callNovaPoshta: CallNovaPoshta } {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function attempt(body: string, model: string, method: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      // Refused connection, reset socket, DNS failure or the timeout: nothing came back.
      throw new RetryableFailure(null, { cause });
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new RetryableFailure(response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new NovaPoshtaUnavailableError(model, method, response.status);
    }
    try {
      return await response.json();
    } catch (cause) {
      // A proxy's HTML error page or a body cut off by the timeout.
      throw new RetryableFailure(response.status, { cause });
    }
  }

  async function callNovaPoshta<Row>(
    model: string,
    method: string,
    properties: MethodProperties,
  ): Promise<NovaPoshtaAnswer<Row>> {
    const body = JSON.stringify({
      apiKey: settings.apiKey,
      modelName: model,
      calledMethod: method,
      methodProperties: properties,
    });
    const attempts = isReadMethod(method) ? 2 : 1;
    let payload: unknown;
    for (let n = 1; ; n += 1) {
      try {
        payload = await attempt(body, model, method);
        break;
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (n >= attempts) {
          throw new NovaPoshtaUnavailableError(model, method, error.status, { cause: error.cause });
        }
      }
    }

    if (!payload || typeof payload !== 'object' || !('success' in payload)) {
      throw new NovaPoshtaUnavailableError(model, method, 200, {
        cause: new Error('not a Nova Poshta answer'),
      });
    }
    const answer = payload as {
      success: unknown;
      data?: unknown;
      errors?: unknown;
      errorCodes?: unknown;
      warnings?: unknown;
      info?: unknown;
    };
    if (answer.success !== true) {
      throw new NovaPoshtaError(model, method, messages(answer.errors), messages(answer.errorCodes));
    }
    return {
      data: Array.isArray(answer.data) ? (answer.data as Row[]) : [],
      warnings: messages(answer.warnings),
      info: answer.info,
    };
  }

  return { callNovaPoshta };
}
