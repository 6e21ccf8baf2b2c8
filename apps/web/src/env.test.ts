import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('takes an empty variable for an unset one', () => {
    expect(parseEnv({ API_URL: '', STOREFRONT_CACHE_SECONDS: '', STOREFRONT_SECRET: '' })).toEqual({});
  });

  it('reads numbers and addresses', () => {
    expect(parseEnv({ API_PORT: '4100', STOREFRONT_CACHE_SECONDS: '1', API_URL: 'http://api:4000' })).toEqual(
      {
        API_PORT: 4100,
        STOREFRONT_CACHE_SECONDS: 1,
        API_URL: 'http://api:4000',
      },
    );
  });

  it('refuses a malformed value with its name', () => {
    expect(() => parseEnv({ API_URL: '127.0.0.1:4000' })).toThrow(/API_URL/);
    expect(() => parseEnv({ API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => parseEnv({ STOREFRONT_CACHE_SECONDS: '-1' })).toThrow(/STOREFRONT_CACHE_SECONDS/);
  });
});
