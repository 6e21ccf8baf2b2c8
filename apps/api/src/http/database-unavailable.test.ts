import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';
import { registerErrorHandler } from './error-handler';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle's wrapper: the driver's error is the cause */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', wrapped(withCode('ECONNREFUSED'))],
    ['connection reset', withCode('ECONNRESET')],
    [
      'admin shutdown (57P01)',
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
    ],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['in recovery (57P03)', withCode('57P03', 'the database system is in recovery mode')],
    ['too many connections (53300)', withCode('53300', 'sorry, too many clients already')],
    [
      'a standby or a primary being promoted (25006)',
      wrapped(withCode('25006', 'cannot execute INSERT in a read-only transaction')),
    ],
    [
      'a crashed server (57P02)',
      withCode('57P02', 'terminating connection because of crash of another server process'),
    ],
    [
      'a connection in use that was lost',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a connection exception (08006)', withCode('08006')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a bug', new TypeError('undefined is not a function')],
    ['a non-error', 'boom'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers 503 service_unavailable with Retry-After when the database is away', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/down', async () => {
      throw wrapped(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    });
    const res = await app.inject({ method: 'GET', url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'service_unavailable', statusCode: 503 });
    await app.close();
  });
});
