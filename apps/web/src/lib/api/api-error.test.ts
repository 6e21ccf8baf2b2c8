import { describe, expect, it } from 'vitest';
import { apiErrorOf, retryAfterOf } from './api-error';

describe('apiErrorOf', () => {
  it('keeps the API message, status and field errors', async () => {
    const response = new Response(
      JSON.stringify({
        message: 'invalid_data',
        statusCode: 400,
        errors: [{ path: 'mail', message: 'invalid_mail' }],
      }),
      { status: 400 },
    );
    const error = await apiErrorOf(response);
    expect(error).toMatchObject({ statusCode: 400, message: 'invalid_data' });
    expect(error.errors).toEqual([{ path: 'mail', message: 'invalid_mail' }]);
  });

  it('answers unexpected_error for a body that is not the API shape', async () => {
    const error = await apiErrorOf(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error).toMatchObject({ statusCode: 502, message: 'unexpected_error', errors: [] });
  });
});

describe('Retry-After', () => {
  it('carries the seconds a 429 asks to wait', async () => {
    const response = new Response(JSON.stringify({ message: 'too_many_requests', statusCode: 429 }), {
      status: 429,
      headers: { 'retry-after': '900' },
    });
    expect(await apiErrorOf(response)).toMatchObject({
      statusCode: 429,
      message: 'too_many_requests',
      retryAfterSeconds: 900,
    });
    expect((await apiErrorOf(new Response(null, { status: 500 }))).retryAfterSeconds).toBeUndefined();
  });

  it('reads delta-seconds and an HTTP date, and nothing from rubbish', () => {
    const now = Date.parse('2025-05-01T10:00:00Z');
    expect(retryAfterOf(' 120 ', now)).toBe(120);
    expect(retryAfterOf('Thu, 01 May 2025 10:14:30 GMT', now)).toBe(870);
    expect(retryAfterOf('Thu, 01 May 2025 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterOf('soon', now)).toBeUndefined();
    expect(retryAfterOf(null, now)).toBeUndefined();
  });
});
