import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-error';

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
