import { z } from 'zod';

/**
 * Text the database can store (issue #18). A lone UTF-16 surrogate ("x\ud800y") is no character
 * at all: PostgreSQL refuses it in JSON (22P02) and a driver silently turns it into U+FFFD in
 * text; a NUL character cannot be stored in PostgreSQL text whatsoever. Neither is ever typed by
 * a person, so both are refused as `invalid_data` before any service sees them.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * The text with what the database cannot store taken out: for input we would rather read than
 * refuse (a search typed in the address bar; a cut that split a surrogate pair).
 */
export const storableTextOf = (value: string): string =>
  value.replace(new RegExp(`\u0000|${loneSurrogate.source}`, 'g'), '');

/** A zod check for one string schema: `z.string().check(storableText)`. */
export const storableText = z.refine<string>(isStorableText, { error: 'invalid_data' });

/**
 * The path of the first string (or object key) in a parsed request part that is not storable
 * text, or null. Walks with its own stack: a body nested 100,000 levels deep must not overflow
 * the call stack before the schema gets to refuse it.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  // Each entry points at its parent instead of copying its path: a deep body stays linear.
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  const pathOf = (entry: Entry | undefined, last?: string): (string | number)[] => {
    const reversed: (string | number)[] = last === undefined ? [] : [last];
    for (let e = entry; e && e.key !== undefined; e = e.parent) reversed.push(e.key);
    return reversed.reverse();
  };
  const stack: Entry[] = [{ value }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const v = entry.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(entry);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: entry });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (!isStorableText(key)) return pathOf(entry, key);
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * A request schema that first refuses unstorable text anywhere in its input (with the field's
 * path), then parses as `schema`. The API wraps every body, query and params schema in it, so
 * no route can forget a field.
 */
export function withStorableText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findUnstorableText(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: 'invalid_data', input: value });
    })
    .pipe(schema);
}
