/**
 * Test-only: shoppers who keep asking until they get a definite answer, the way the storefront
 * retries "place order" — same Idempotency-Key, same body, a short growing backoff.
 */

/** The shopper every chaos client orders as (each with a rate-limit bucket of its own: clientIp). */
export const chaosContact = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '+38 (067) 123-45-67',
};

export interface ClientOutcome {
  key: string;
  /** the final status, null when the client gave up */
  status: number | null;
  body: unknown;
  attempts: number;
  replayed: boolean;
  networkErrors: number;
  inProgress: number;
  serverErrors: number;
}

export interface ChaosCounts {
  clients: number;
  created: number;
  refused: number;
  gaveUp: number;
  requests: number;
  retries: number;
  networkErrors: number;
  inProgressAnswers: number;
  serverErrors: number;
  replayedAnswers: number;
}

const MAX_ATTEMPTS = 200;
const ATTEMPT_TIMEOUT_MS = 15_000;

/** A retryable answer: the API is down or restarting, or the same key is still being worked on. */
function retryable(status: number, body: unknown): boolean {
  if (status >= 500) return true;
  return status === 409 && (body as { message?: unknown } | null)?.message === 'idempotency_in_progress';
}

const backoff = (attempt: number) => Math.min(40 * 2 ** attempt, 600) + Math.random() * 60;

export async function runClient(options: {
  url: () => string;
  key: string;
  /** the shopper's own address, as the storefront's proxy forwards it */
  ip: string;
  body: unknown;
  deadline: number;
  /** more headers, e.g. the guest's upload_owner cookie */
  headers?: Record<string, string>;
  /** sees every answer, retried or final */
  onAnswer?: (res: Response) => void;
}): Promise<ClientOutcome> {
  const outcome: ClientOutcome = {
    key: options.key,
    status: null,
    body: null,
    attempts: 0,
    replayed: false,
    networkErrors: 0,
    inProgress: 0,
    serverErrors: 0,
  };
  while (outcome.attempts < MAX_ATTEMPTS && Date.now() < options.deadline) {
    outcome.attempts += 1;
    try {
      const res = await fetch(options.url(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': options.key,
          'x-forwarded-for': options.ip,
          ...options.headers,
        },
        body: JSON.stringify(options.body),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      options.onAnswer?.(res);
      const body: unknown = await res.json().catch(() => null);
      if (!retryable(res.status, body)) {
        outcome.status = res.status;
        outcome.body = body;
        outcome.replayed = res.headers.get('idempotent-replayed') === 'true';
        return outcome;
      }
      if (res.status >= 500) outcome.serverErrors += 1;
      else outcome.inProgress += 1;
    } catch {
      // Connection refused or reset: the API is down or was killed mid-answer.
      outcome.networkErrors += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, backoff(outcome.attempts)));
  }
  return outcome;
}

export function countOutcomes(outcomes: ClientOutcome[]): ChaosCounts {
  const sum = (f: (o: ClientOutcome) => number) => outcomes.reduce((n, o) => n + f(o), 0);
  return {
    clients: outcomes.length,
    created: outcomes.filter((o) => o.status === 201).length,
    refused: outcomes.filter((o) => o.status === 409).length,
    gaveUp: outcomes.filter((o) => o.status === null).length,
    requests: sum((o) => o.attempts),
    retries: sum((o) => o.attempts - 1),
    networkErrors: sum((o) => o.networkErrors),
    inProgressAnswers: sum((o) => o.inProgress),
    serverErrors: sum((o) => o.serverErrors),
    replayedAnswers: outcomes.filter((o) => o.replayed).length,
  };
}

/** 10.x.y.z, one per client: each shopper has a rate-limit bucket of their own, as in life. */
export const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
