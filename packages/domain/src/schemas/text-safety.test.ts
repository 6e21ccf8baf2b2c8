import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstNameSchema, optionalTextSchema } from './fields';
import { findUnstorableText, isStorableText, storableTextOf, withStorableText } from './text-safety';

describe('storable text', () => {
  it.each([
    ['plain Ukrainian', 'Привіт, світе', true],
    ['an emoji (a proper surrogate pair)', 'фото 😀', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'x\ud800y', false],
    ['a lone low surrogate', 'x\udc00y', false],
    ['a high surrogate at the end', 'x\ud83d', false],
    ['a pair in the wrong order', '\ude00\ud83d', false],
  ])('%s: %s', (_name, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });

  it('names the path of the first bad string or key, however deep', () => {
    expect(findUnstorableText({ a: [1, 'ok', { b: 'x\ud800' }] })).toEqual(['a', 2, 'b']);
    expect(findUnstorableText({ ok: { 'k\u0000': 1 } })).toEqual(['ok', 'k\u0000']);
    expect(findUnstorableText({ a: ['fine', { b: true, c: null }] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(50_000);
  });

  it('refuses before the schema parses, with the field path', () => {
    const schema = withStorableText(z.object({ name: z.string(), n: z.number() }));
    expect(schema.parse({ name: 'Олена', n: 1 })).toEqual({ name: 'Олена', n: 1 });
    const issues = schema.safeParse({ name: 'x\ud800', n: 1 }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ path: ['name'], message: 'invalid_data' })]);
  });

  it('is part of the shared field schemas', () => {
    expect(firstNameSchema.safeParse('Ол\u0000ена').success).toBe(false);
    expect(optionalTextSchema(100).safeParse('x\udfff').success).toBe(false);
    expect(optionalTextSchema(100).safeParse('коментар').success).toBe(true);
  });
});

describe('storableTextOf', () => {
  it('takes out NUL and lone surrogates and keeps whole pairs', () => {
    expect(storableTextOf('a\u0000b\ud800c\udc00d🎨')).toBe('abcd🎨');
    expect(isStorableText(storableTextOf('\udc00\ud800'))).toBe(true);
  });
});
