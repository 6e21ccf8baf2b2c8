import { describe, expect, it } from 'vitest';
import { apiErrorSchema, errorKeys, toApiError, validationKeys } from './errors';

describe('error catalogue', () => {
  it('holds the SPEC §8 error keys', () => {
    for (const k of ['invalid_data', 'user_not_found', 'user_already_exists', 'unexpected_error']) {
      expect(errorKeys).toContain(k);
    }
    expect(new Set(errorKeys).size).toBe(errorKeys.length);
  });

  it('holds the SPEC §8 validation keys', () => {
    for (const k of [
      'invalid_mail',
      'min_length_password',
      'empty_password',
      'empty_first_name',
      'empty_last_name',
      'invalid_phone',
      'empty_phone',
      'confirm_password',
    ]) {
      expect(validationKeys).toContain(k);
    }
    expect(new Set(validationKeys).size).toBe(validationKeys.length);
  });

  it('keys are snake_case', () => {
    for (const k of [...errorKeys, ...validationKeys]) expect(k).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });
});

describe('toApiError', () => {
  it('defaults to 500 and unexpected_error', () => {
    for (const v of [undefined, null, 'boom', 42, true, {}, []]) {
      expect(toApiError(v)).toEqual({ message: 'unexpected_error', statusCode: 500 });
    }
  });

  it('keeps a server message and statusCode', () => {
    expect(toApiError({ message: 'user_not_found', statusCode: 404 })).toEqual({
      message: 'user_not_found',
      statusCode: 404,
    });
    expect(toApiError({ message: 'User not found', statusCode: 404 })).toEqual({
      message: 'User not found',
      statusCode: 404,
    });
  });

  it('reads status when there is no statusCode, statusCode first otherwise', () => {
    expect(toApiError({ message: 'invalid_data', status: 400 })).toEqual({
      message: 'invalid_data',
      statusCode: 400,
    });
    expect(toApiError({ message: 'x', status: 400, statusCode: 403 }).statusCode).toBe(403);
  });

  it('fills in a missing or empty message and a missing status', () => {
    expect(toApiError({ statusCode: 403 })).toEqual({ message: 'unexpected_error', statusCode: 403 });
    expect(toApiError({ message: '', statusCode: 400 })).toEqual({
      message: 'unexpected_error',
      statusCode: 400,
    });
    expect(toApiError({ message: 'invalid_data' })).toEqual({ message: 'invalid_data', statusCode: 500 });
  });

  it('ignores values of the wrong type', () => {
    expect(toApiError({ message: 42, statusCode: '404' })).toEqual({
      message: 'unexpected_error',
      statusCode: 500,
    });
    expect(toApiError({ message: ['a'], status: '400' })).toEqual({
      message: 'unexpected_error',
      statusCode: 500,
    });
  });

  it('reads an Error', () => {
    expect(toApiError(new Error('boom'))).toEqual({ message: 'boom', statusCode: 500 });
    expect(toApiError(Object.assign(new Error('user_already_exists'), { statusCode: 403 }))).toEqual({
      message: 'user_already_exists',
      statusCode: 403,
    });
  });

  it('always answers the apiErrorSchema shape', () => {
    for (const v of [undefined, { status: 404 }, new Error('x'), { message: 'm', statusCode: 400 }]) {
      expect(apiErrorSchema.safeParse(toApiError(v)).success).toBe(true);
    }
  });
});

describe('apiErrorSchema', () => {
  it('accepts field-level errors and rejects a fractional status', () => {
    expect(
      apiErrorSchema.safeParse({
        message: 'invalid_data',
        statusCode: 400,
        errors: [{ path: 'mail', message: 'invalid_mail' }],
      }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'x', statusCode: 400.5 }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ statusCode: 400 }).success).toBe(false);
  });
});
