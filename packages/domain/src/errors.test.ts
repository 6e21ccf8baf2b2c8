import { describe, expect, it } from 'vitest';
import { apiErrorSchema, errorKeys, validationKeys } from './errors';

describe('error catalogue', () => {
  it('holds the requirements §8 error keys', () => {
    for (const k of ['invalid_data', 'user_not_found', 'user_already_exists', 'unexpected_error']) {
      expect(errorKeys).toContain(k);
    }
    expect(new Set(errorKeys).size).toBe(errorKeys.length);
  });

  it('holds the requirements §8 validation keys', () => {
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
