// Checks docs/settings.md against the settings the code reads: the keys of the env schemas (read as
// text: they are TypeScript, which a plain .mjs test cannot import) and the scripts' process.env.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const literal = String.raw`'((?:[^'\\]|\\.)*)'|([\d_]+(?:\.\d+)?)`;

/**
 * The keys of `const envSchema = z.object({ … })` (or of another object `opening` starts) and
 * the literal of each `.default(…)`.
 */
export function schemaSettings(source, opening = 'envSchema = z.object({') {
  const start = source.indexOf(opening);
  if (start < 0) throw new Error(`no \`${opening}\` in the source`);
  const end = source.indexOf(opening.endsWith('({') ? '\n});' : '\n};', start);
  const body = source
    .slice(start, end)
    // Comments may name a default in words; only code counts.
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const keys = [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)];
  return keys.map((match, i) => {
    const definition = body.slice(match.index, keys[i + 1]?.index ?? body.length);
    const found = new RegExp(String.raw`\.default\((?:${literal})\)`).exec(definition);
    const value = found ? (found[1] ?? found[2]?.replaceAll('_', '')) : undefined;
    return { name: match[1], default: value, unset: !definition.includes('.default(') };
  });
}

/** Every `process.env.NAME` a script reads (no default: the scripts' fallbacks are documented in words). */
export function scriptSettings(source) {
  return [...new Set([...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))].map(
    (name) => ({ name, default: undefined }),
  );
}

/** name → the default cells of every table row that names it in its first cell. */
export function documentedSettings(markdown) {
  const rows = new Map();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const [, names = '', defaultCell = ''] = cells;
    for (const [, name] of names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      rows.set(name, [...(rows.get(name) ?? []), defaultCell]);
    }
  }
  return rows;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is wrong with the doc: settings it does not name, and code defaults it does not show. */
export function settingsDocProblems(settings, markdown) {
  const documented = documentedSettings(markdown);
  const problems = [];
  for (const setting of settings) {
    const cells = documented.get(setting.name);
    if (!cells) {
      problems.push(`${setting.name} is not in docs/settings.md`);
      continue;
    }
    // A setting the code leaves unset must not be documented with a value of its own (as
    // `PAYMENT_PROVIDER` once was with `sandbox`); "unset: …" says what happens then.
    if (setting.unset && !cells.some((cell) => /(^|,\s*)unset\b/.test(cell))) {
      problems.push(`${setting.name} has no default, docs/settings.md says "${cells.join('" / "')}"`);
    }
    if (setting.default === undefined) continue;
    // The value on its own (not a piece of a longer one: 1 is not in 128).
    const shown = new RegExp(String.raw`(^|[\s\`(,])${escape(setting.default)}($|[\s\`),])`);
    if (!cells.some((cell) => shown.test(cell))) {
      problems.push(
        `${setting.name} defaults to ${setting.default}, docs/settings.md says "${cells.join('" / "')}"`,
      );
    }
  }
  return problems;
}

/** Every setting the API, the storefront, `npm start` and `npm run cluster` read. */
export function codeSettings(root) {
  const read = (path) => readFileSync(join(root, path), 'utf8');
  return [
    ...schemaSettings(read('apps/api/src/env.ts')),
    ...schemaSettings(read('apps/api/src/env-background.ts'), 'backgroundEnvShape = {'),
    ...schemaSettings(read('apps/web/src/env.ts')),
    ...['scripts/start.mjs', 'scripts/cluster.mjs', 'scripts/lib/cluster.mjs'].flatMap((path) =>
      scriptSettings(read(path)),
    ),
  ];
}
