import { describe, expect, it } from 'vitest';
import { parseRevalidation } from './parse-revalidation';

describe('parseRevalidation', () => {
  it('reads a valid expiry, with or without a version', () => {
    expect(parseRevalidation('{"tags":["catalog","product:12"],"version":7}')).toEqual({
      ok: true,
      call: { tags: ['catalog', 'product:12'], version: 7 },
    });
    expect(parseRevalidation('{"tags":["content"]}')).toEqual({ ok: true, call: { tags: ['content'] } });
  });

  it('fails on text that is not JSON', () => {
    expect(parseRevalidation('not json')).toEqual({ ok: false });
    expect(parseRevalidation('')).toEqual({ ok: false });
    expect(parseRevalidation('{"tags":["catalog"]')).toEqual({ ok: false });
  });

  it('fails on JSON of the wrong shape', () => {
    expect(parseRevalidation('null')).toEqual({ ok: false });
    expect(parseRevalidation('["catalog"]')).toEqual({ ok: false });
    expect(parseRevalidation('{"tags":[]}')).toEqual({ ok: false });
    expect(parseRevalidation('{"tags":["orders"]}')).toEqual({ ok: false });
    expect(parseRevalidation('{"tags":["catalog"],"version":-1}')).toEqual({ ok: false });
  });
});
