/**
 * Inputs of the API fuzz test (api-fuzz.test.ts), built from the OpenAPI document: a plausible
 * body for each operation and the bad variants of each of its fields. Not a test file itself.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  format?: string;
  default?: unknown;
}

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)] as T;
    },
    /** At most `n` of `list`, in a seeded order. */
    sample<T>(list: readonly T[], n: number): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
  };
}

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** The alternatives folded into one schema (the first of a union, every part of an allOf). */
export function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.allOf?.length) {
    return schema.allOf
      .map(resolve)
      .reduce<JsonSchema>(
        (all, part) => ({ ...all, ...part, properties: { ...all.properties, ...part.properties } }),
        {},
      );
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    return resolve(union.find((s) => firstType(s) !== 'null') ?? union[0]);
  }
  return schema;
}

/** A plausible value of a schema: enough for a request to get past the first fields. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (firstType(s)) {
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uri') return 'https://example.com/x';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'Тест';
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sample(s.items, depth + 1)];
    case 'object':
    default: {
      if (!s.properties || depth > 4) return firstType(s) === 'object' ? {} : 'Тест';
      return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, sample(v, depth + 1)]));
    }
  }
}

/** Paths (key lists) of every leaf field of a schema, nested objects and first array items included. */
export function leafPaths(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  const s = resolve(schema);
  if (prefix.length > 5) return [prefix];
  const type = firstType(s);
  if (type === 'object' && s.properties) {
    const inner = Object.entries(s.properties).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  if (type === 'array') return [prefix, ...leafPaths(s.items, [...prefix, 0])];
  return prefix.length ? [prefix] : [];
}

export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : value && typeof value === 'object'
        ? { ...(value as object) }
        : typeof head === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  container[head] = setAt(container[head], rest, replacement);
  return container;
}

/** What a field gets instead of its value: unstorable text, every wrong JSON type, huge text. */
export const badValues: readonly unknown[] = [
  'x\ud800y',
  '\udc00',
  'a\u0000b',
  true,
  false,
  '',
  ' ',
  [],
  {},
  null,
  0,
  -1,
  1.5,
  2 ** 53,
  '12',
  'Тест',
  [[['x']]],
];
export const hugeText = 'я'.repeat((1024 * 1024) / 2);

/** A JSON text nested `levels` deep, as a client would send it (not built by JSON.stringify). */
export const deeplyNested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
export const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Whole bodies that are not the operation's JSON at all. */
export function wholeBodies(valid: unknown): { payload?: string; contentType?: string }[] {
  return [
    {},
    { payload: '', contentType: 'application/json' },
    { payload: '{}', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"x\\ud800"', contentType: 'application/json' },
    { payload: '{"a":', contentType: 'application/json' },
    { payload: 'not json at all', contentType: 'application/json' },
    { payload: '\u0000\u0001', contentType: 'application/json' },
    { payload: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
    { payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
    { payload: deeplyNested(1000), contentType: 'application/json' },
    { payload: deepArray(1000), contentType: 'application/json' },
    { payload: JSON.stringify(hugeText), contentType: 'application/json' },
    { payload: JSON.stringify(valid), contentType: 'text/plain' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  ];
}
