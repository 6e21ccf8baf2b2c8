import formatOnly from 'use-intl/format-message/format-only';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import ru from '../../messages/ru/account.json';
import ua from '../../messages/ua/account.json';
import {
  authErrorKey,
  hasSessionCookie,
  signInFailure,
  withoutSaved,
  withSaved,
  type SignInFailure,
} from './session-logic';

vi.mock('server-only', () => ({}));
const { precompileMessages } = await import('@/i18n/precompile');

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

describe('authErrorKey (requirements §8)', () => {
  it('maps sign-in failures', () => {
    expect(authErrorKey('sign-in', 400)).toBe('invalid_data');
    expect(authErrorKey('sign-in', 404)).toBe('user_not_found');
    expect(authErrorKey('sign-in', 429)).toBe('too_many_requests');
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

// The words the shopper reads, compiled and formatted as the browser does (precompile.test.ts).
function wordsIn(messages: Record<string, unknown>, tag: string) {
  const errors = precompileMessages(messages).errors as Record<string, unknown>;
  return (failure: SignInFailure) => {
    expect(errors[failure.key], failure.key).toBeDefined();
    return formatOnly(
      `errors.${failure.key}`,
      errors[failure.key] as never,
      failure.minutes === undefined ? {} : { minutes: failure.minutes },
      {
        locale: tag,
        formatters: {
          getNumberFormat: (locale: string) => new Intl.NumberFormat(locale),
          getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
            new Intl.PluralRules(locale, options),
        },
      } as never,
    ) as string;
  };
}

const locked = (retryAfterSeconds?: number) =>
  signInFailure(new ApiError(429, 'too_many_requests', [], { retryAfterSeconds }));

describe('signInFailure (issue #48)', () => {
  it('tells a lock with its minutes, rounded up, and points to password recovery', () => {
    expect(locked(900)).toEqual({ key: 'too_many_requests', minutes: 15, locked: true });
    expect(locked(841)).toEqual({ key: 'too_many_requests', minutes: 15, locked: true });
    expect(locked(61)).toEqual({ key: 'too_many_requests', minutes: 2, locked: true });
    // Seconds left still wait a whole minute, never "0 minutes".
    expect(locked(1)).toMatchObject({ minutes: 1 });
    expect(locked(0)).toMatchObject({ minutes: 1 });
  });

  it('says the lock without a number when the API did not say how long', () => {
    expect(locked()).toEqual({ key: 'too_many_requests_later', locked: true });
  });

  it('keeps the other failures as they were', () => {
    expect(signInFailure(new ApiError(400, 'invalid_data'))).toEqual({ key: 'invalid_data', locked: false });
    expect(signInFailure(new ApiError(404, 'user_not_found'))).toEqual({
      key: 'user_not_found',
      locked: false,
    });
    expect(signInFailure(new ApiError(0, 'unexpected_error'))).toEqual({
      key: 'unexpected_error',
      locked: false,
    });
    expect(signInFailure(new TypeError('boom'))).toEqual({ key: 'unexpected_error', locked: false });
  });

  it('reads in Ukrainian with the right plural', () => {
    const words = wordsIn(ua, 'uk');
    expect(words(locked(900))).toBe(
      'Забагато невдалих спроб входу. Вхід до цього облікового запису призупинено на 15 хвилин — спробуйте пізніше або відновіть пароль.',
    );
    expect(words(locked(60))).toContain('призупинено на 1 хвилину —');
    expect(words(locked(3 * 60))).toContain('призупинено на 3 хвилини —');
    expect(words(locked(21 * 60))).toContain('призупинено на 21 хвилину —');
    expect(words(locked(11 * 60))).toContain('призупинено на 11 хвилин —');
    expect(words(locked())).toContain('тимчасово призупинено');
  });

  it('reads in Russian with the right plural', () => {
    const words = wordsIn(ru, 'ru');
    expect(words(locked(900))).toBe(
      'Слишком много неудачных попыток входа. Вход в эту учётную запись приостановлен на 15 минут — попробуйте позже или восстановите пароль.',
    );
    expect(words(locked(60))).toContain('приостановлен на 1 минуту —');
    expect(words(locked(2 * 60))).toContain('приостановлен на 2 минуты —');
    expect(words(locked(22 * 60))).toContain('приостановлен на 22 минуты —');
    expect(words(locked(5 * 60))).toContain('приостановлен на 5 минут —');
    expect(words(locked())).toContain('временно приостановлен');
  });
});
