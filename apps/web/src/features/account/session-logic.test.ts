import { describe, expect, it } from 'vitest';
import { authErrorKey, hasSessionCookie, withoutSaved, withSaved } from './session-logic';

describe('hasSessionCookie', () => {
  it('sees the CSRF cookie among others', () => {
    expect(hasSessionCookie('NEXT_LOCALE=ua; csrf_token=abc.def')).toBe(true);
    expect(hasSessionCookie('csrf_token=abc')).toBe(true);
  });

  it('is false without it, with an emptied one, or for a look-alike name', () => {
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('NEXT_LOCALE=ru')).toBe(false);
    expect(hasSessionCookie('csrf_token=')).toBe(false);
    expect(hasSessionCookie('my_csrf_token=abc')).toBe(false);
  });
});

describe('saved list', () => {
  it('puts a saved product at the top, once', () => {
    expect(withSaved([3, 2], 5)).toEqual([5, 3, 2]);
    expect(withSaved([3, 5, 2], 5)).toEqual([5, 3, 2]);
  });

  it('filters a removed product out', () => {
    expect(withoutSaved([5, 3, 2], 3)).toEqual([5, 2]);
    expect(withoutSaved([5], 9)).toEqual([5]);
  });
});

describe('authErrorKey (SPEC §8)', () => {
  it('maps sign-in failures', () => {
    expect(authErrorKey('sign-in', 400)).toBe('invalid_data');
    expect(authErrorKey('sign-in', 404)).toBe('user_not_found');
    expect(authErrorKey('sign-in', 403)).toBe('unexpected_error');
    expect(authErrorKey('sign-in', undefined)).toBe('unexpected_error');
  });

  it('maps sign-up failures', () => {
    expect(authErrorKey('sign-up', 400)).toBe('invalid_data');
    expect(authErrorKey('sign-up', 403)).toBe('user_already_exists');
    expect(authErrorKey('sign-up', 404)).toBe('unexpected_error');
    expect(authErrorKey('sign-up', 500)).toBe('unexpected_error');
  });

  it('maps reset failures', () => {
    expect(authErrorKey('reset', 400)).toBe('invalid_data');
    expect(authErrorKey('reset', 404)).toBe('user_not_found');
    expect(authErrorKey('reset', 429)).toBe('unexpected_error');
  });
});
