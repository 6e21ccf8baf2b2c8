import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationKeys } from '../errors';
import {
  firstNameSchema,
  idParamsSchema,
  idSchema,
  lastNameSchema,
  mailSchema,
  normalizePhone,
  optionalMailSchema,
  optionalNameSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  passwordMaxLength,
  passwordMinLength,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  signInPasswordSchema,
} from './fields';

const messages = (schema: z.ZodType, input: unknown): string[] => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const firstMessage = (schema: z.ZodType, input: unknown) => messages(schema, input)[0];

describe('phoneSchema (requirements §5)', () => {
  it.each([
    '+380671234567',
    '380671234567',
    '0671234567',
    '671234567',
    '+38 (067) 123-45-67',
    '+38 067 123 45 67',
    '067-123-45-67',
    '(067) 123.45.67',
    '  +380671234567  ',
  ])('%s -> +380671234567', (input) => {
    expect(phoneSchema.parse(input)).toBe('+380671234567');
  });

  it('keeps other operators', () => {
    expect(phoneSchema.parse('0501234567')).toBe('+380501234567');
    expect(phoneSchema.parse('+380931112233')).toBe('+380931112233');
  });

  it('rejects a number whose first two digits after +380 are 38', () => {
    expect(messages(phoneSchema, '+380381234567')).toEqual(['invalid_phone']);
    expect(messages(phoneSchema, '0381234567')).toEqual(['invalid_phone']);
    expect(messages(phoneSchema, '381234567')).toEqual(['invalid_phone']);
  });

  it('answers empty_phone for an empty or missing phone', () => {
    expect(messages(phoneSchema, '')).toEqual(['empty_phone']);
    expect(messages(phoneSchema, '   ')).toEqual(['empty_phone']);
    expect(messages(phoneSchema, undefined)).toEqual(['empty_phone']);
    expect(messages(phoneSchema, null)).toEqual(['empty_phone']);
  });

  it.each([
    ['letters', '+38067abc4567'],
    ['words', 'my phone'],
    ['too short', '06712345'],
    ['too short with prefix', '+38067123456'],
    ['too short local number', '067123456'],
    ['too long', '+3806712345678'],
    ['too long local', '06712345678'],
    ['only prefix', '+380'],
    ['only +38', '+38'],
    ['other country', '+48671234567'],
    ['double plus', '++380671234567'],
    ['plus before local number', '+0671234567'],
    ['very long', '1'.repeat(40)],
  ])('rejects %s (%s) with invalid_phone', (_label, input) => {
    expect(messages(phoneSchema, input)).toEqual(['invalid_phone']);
  });

  it('rejects non-strings', () => {
    expect(phoneSchema.safeParse(380671234567).success).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('answers +380XXXXXXXXX or null', () => {
    expect(normalizePhone('0671234567')).toBe('+380671234567');
    expect(normalizePhone('+38 (067) 123-45-67')).toBe('+380671234567');
    expect(normalizePhone('+380381234567')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('abc')).toBeNull();
  });

  it('never answers a number with a trunk 0 after the country code', () => {
    expect(normalizePhone('067123456')).toBeNull();
    expect(normalizePhone('+380067123456')).toBeNull();
  });

  it('always answers 13 characters', () => {
    for (const raw of ['671234567', '0671234567', '380671234567', '+380671234567']) {
      expect(normalizePhone(raw)).toMatch(/^\+380\d{9}$/);
    }
  });
});

describe('optionalPhoneSchema', () => {
  it('reads an empty phone as absent', () => {
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse('  ')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
  });

  it('still validates a given phone', () => {
    expect(optionalPhoneSchema.parse('0671234567')).toBe('+380671234567');
    expect(messages(optionalPhoneSchema, '123')).toEqual(['invalid_phone']);
  });
});

describe('mailSchema', () => {
  it('trims and lowercases', () => {
    expect(mailSchema.parse('  Olena.Koval@Example.COM ')).toBe('olena.koval@example.com');
    expect(mailSchema.parse('a@b.ua')).toBe('a@b.ua');
  });

  it.each(['', '   ', 'not-a-mail', 'a@', '@b.ua', 'a@b', 'a b@c.ua', 'a@@b.ua'])(
    'rejects %j with invalid_mail',
    (input) => {
      expect(messages(mailSchema, input)).toEqual(['invalid_mail']);
    },
  );

  it('rejects a missing or non-string mail with invalid_mail', () => {
    expect(messages(mailSchema, undefined)).toEqual(['invalid_mail']);
    expect(messages(mailSchema, 5)).toEqual(['invalid_mail']);
  });

  it('rejects a mail longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ua`;
    expect(long.length).toBeGreaterThan(254);
    expect(firstMessage(mailSchema, long)).toBe('invalid_mail');
  });
});

describe('optionalMailSchema', () => {
  it('reads an empty mail as absent and validates a given one', () => {
    expect(optionalMailSchema.parse('')).toBeUndefined();
    expect(optionalMailSchema.parse(undefined)).toBeUndefined();
    expect(optionalMailSchema.parse(' A@B.UA ')).toBe('a@b.ua');
    expect(messages(optionalMailSchema, 'nope')).toEqual(['invalid_mail']);
  });
});

describe('passwordSchema', () => {
  it('uses the requirements §9 minimum of 8', () => {
    expect(passwordMinLength).toBe(8);
    expect(passwordMaxLength).toBeGreaterThanOrEqual(passwordMinLength);
  });

  it('answers empty_password first for an empty or missing password', () => {
    expect(firstMessage(passwordSchema, '')).toBe('empty_password');
    expect(messages(passwordSchema, undefined)).toEqual(['empty_password']);
  });

  it('answers min_length_password below 8 characters', () => {
    expect(messages(passwordSchema, 'short')).toEqual(['min_length_password']);
    expect(messages(passwordSchema, '1234567')).toEqual(['min_length_password']);
  });

  it('accepts 8 characters and keeps spaces', () => {
    expect(passwordSchema.parse('12345678')).toBe('12345678');
    expect(passwordSchema.parse(' pass word ')).toBe(' pass word ');
  });

  it('rejects an over-long password with too_long', () => {
    expect(passwordSchema.parse('a'.repeat(passwordMaxLength))).toHaveLength(passwordMaxLength);
    expect(messages(passwordSchema, 'a'.repeat(passwordMaxLength + 1))).toEqual(['too_long']);
  });

  it('the sign-in password checks the same', () => {
    expect(firstMessage(signInPasswordSchema, '')).toBe('empty_password');
    expect(messages(signInPasswordSchema, 'short')).toEqual(['min_length_password']);
    expect(signInPasswordSchema.safeParse('12345678').success).toBe(true);
  });
});

describe('name schemas', () => {
  it('trim and require a value with their own key', () => {
    expect(firstNameSchema.parse('  Олена ')).toBe('Олена');
    expect(lastNameSchema.parse('Коваль')).toBe('Коваль');
    expect(messages(firstNameSchema, '')).toEqual(['empty_first_name']);
    expect(messages(firstNameSchema, '   ')).toEqual(['empty_first_name']);
    expect(messages(firstNameSchema, undefined)).toEqual(['empty_first_name']);
    expect(messages(lastNameSchema, '')).toEqual(['empty_last_name']);
    expect(messages(lastNameSchema, undefined)).toEqual(['empty_last_name']);
    expect(messages(personNameSchema, ' ')).toEqual(['empty_name']);
  });

  it('reject names over 100 characters with too_long', () => {
    expect(firstNameSchema.safeParse('я'.repeat(100)).success).toBe(true);
    expect(messages(firstNameSchema, 'я'.repeat(101))).toEqual(['too_long']);
    expect(messages(lastNameSchema, 'x'.repeat(10_000))).toEqual(['too_long']);
  });

  it('optional name: blank is absent, a value is trimmed, too long rejected', () => {
    expect(optionalNameSchema.parse('')).toBeUndefined();
    expect(optionalNameSchema.parse('   ')).toBeUndefined();
    expect(optionalNameSchema.parse(undefined)).toBeUndefined();
    expect(optionalNameSchema.parse(' Іванович ')).toBe('Іванович');
    expect(messages(optionalNameSchema, 'x'.repeat(101))).toEqual(['too_long']);
  });
});

describe('optionalTextSchema', () => {
  const text = optionalTextSchema(10);

  it('reads blank as absent and trims', () => {
    expect(text.parse('')).toBeUndefined();
    expect(text.parse(' \n ')).toBeUndefined();
    expect(text.parse(' hi ')).toBe('hi');
  });

  it('applies the maximum after trimming', () => {
    expect(text.parse(`  ${'a'.repeat(10)}  `)).toBe('a'.repeat(10));
    expect(messages(text, 'a'.repeat(11))).toEqual(['too_long']);
  });
});

describe('idSchema', () => {
  it('coerces positive integers', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse(1)).toBe(1);
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it('rejects zero, negatives, fractions, text and ids beyond int4', () => {
    for (const bad of ['0', 0, -1, '1.5', 'abc', '', 2_147_483_648]) {
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
  });
});

describe('message keys', () => {
  it('every field failure answers a known validation key', () => {
    const failures: Array<[z.ZodType, unknown]> = [
      [phoneSchema, ''],
      [phoneSchema, 'x'],
      [mailSchema, 'x'],
      [passwordSchema, ''],
      [passwordSchema, 'x'.repeat(500)],
      [firstNameSchema, ''],
      [lastNameSchema, ''],
      [personNameSchema, ''],
      [optionalNameSchema, 'x'.repeat(500)],
    ];
    for (const [schema, input] of failures) {
      const found = messages(schema, input);
      expect(found.length).toBeGreaterThan(0);
      for (const m of found) expect(validationKeys).toContain(m);
    }
  });
});
