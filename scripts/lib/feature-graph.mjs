// The import graph between the storefront's and the back office's features and the API's modules,
// read from the source text, and the cycles in it. Dependencies between features must point one
// way: a circle means no feature of it can be understood, changed or removed without the others.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** Where each app keeps its units, and the alias that reaches one (`@/features/<x>`). */
export const AREAS = {
  web: { dir: 'apps/web/src/features', alias: '@/features/' },
  admin: { dir: 'apps/admin/src/features' },
  api: { dir: 'apps/api/src/modules' },
};

const SOURCE = /\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = /^(node_modules|dist.*|\.next.*)$/;

/**
 * Tests and their helpers (a kebab or dotted word "test" in the name: x.test.ts, x-test-kit.ts,
 * test-images.ts, cart-test-product.ts) are left out: they may reach into any module to set up
 * their data, and the rule is about the code that ships.
 */
export const isTestFile = (name) => /(^|[-.])test[-.]/.test(name);

/**
 * The text with comments blanked, so an import quoted in a comment does not count. Strings are
 * kept (they hold the specifiers); a quote ends its string at the end of a line at the latest, so
 * a stray quote inside a regular expression cannot swallow the rest of the file.
 */
function withoutComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      out += ' ';
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== ch && (ch === '`' || text[j] !== '\n')) {
        j += text[j] === '\\' ? 2 : 1;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

const IMPORT_PATTERNS = [
  // import x from '…', import { a } from '…', import type …, export { a } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?[\w*${},\s]*?\s*from\s*(['"])([^'"\n]+)\1/g,
  // import '…' (for its side effects), only as a statement: "describe('CSV import', …" is no import
  /(?:^|[;\n])\s*import\s*(['"])([^'"\n]+)\1/g,
  // import('…'), awaited or lazy
  /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g,
];

/** Every module specifier the text imports or re-exports, statically or by `import('…')`. */
export function importSpecifiers(text) {
  const code = withoutComments(text);
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.add(match[2]);
  }
  return [...found];
}

/**
 * The unit (feature or module) a specifier in `file` lands in, or null when it stays outside
 * every other unit. Paths are posix and relative to the area's folder ("cart/cart-logic.ts").
 */
export function targetUnit(file, specifier, units, alias) {
  let landed = null;
  if (alias && specifier.startsWith(alias)) landed = specifier.slice(alias.length);
  else if (specifier.startsWith('.')) {
    landed = posix.normalize(posix.join(posix.dirname(file), specifier));
    if (landed.startsWith('..')) return null;
  }
  if (landed === null) return null;
  const unit = landed.split('/')[0];
  return units.has(unit) ? unit : null;
}

/**
 * The graph of `files` ({ "<unit>/<path>": text }): unit → Map(other unit → first file that
 * imports it). A file straight in the area's folder (modules/index.ts) belongs to no unit.
 */
export function graphOf(files, alias) {
  const units = new Set(
    Object.keys(files)
      .filter((file) => file.includes('/'))
      .map((file) => file.split('/')[0]),
  );
  const graph = new Map([...units].sort().map((unit) => [unit, new Map()]));
  for (const [file, text] of Object.entries(files)) {
    if (!file.includes('/') || isTestFile(posix.basename(file))) continue;
    const from = file.split('/')[0];
    for (const specifier of importSpecifiers(text)) {
      const to = targetUnit(file, specifier, units, alias);
      if (to && to !== from && !graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  return graph;
}

/** The source files under `dir`, as { "<unit>/<path>": text }. */
export function readArea(dir) {
  const files = {};
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.test(entry.name)) walk(path);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files[relative(dir, path).split(sep).join('/')] = readFileSync(path, 'utf8');
      }
    }
  };
  walk(dir);
  return files;
}

/** The graph of one of AREAS under the repository root. */
export function areaGraph(root, area) {
  const { dir, alias } = AREAS[area];
  return graphOf(readArea(join(root, dir)), alias);
}

/**
 * Every elementary cycle of the graph, each written once as "a → b → a", starting at its
 * alphabetically first unit (Johnson-style: a search from each unit visits only later units).
 * Mutual pairs first, then longer cycles, each group sorted.
 */
export function cyclesOf(graph) {
  const nodes = [...graph.keys()].sort();
  const found = [];
  for (const start of nodes) {
    const path = [start];
    const onPath = new Set(path);
    const visit = (node) => {
      for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
        if (next === start) found.push([...path, start]);
        else if (next > start && !onPath.has(next) && graph.has(next)) {
          path.push(next);
          onPath.add(next);
          visit(next);
          path.pop();
          onPath.delete(next);
        }
      }
    };
    visit(start);
  }
  const written = found.map((cycle) => ({ length: cycle.length - 1, text: cycle.join(' → ') }));
  const byText = (a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  return {
    pairs: written
      .filter((c) => c.length === 2)
      .sort(byText)
      .map((c) => c.text),
    longer: written
      .filter((c) => c.length > 2)
      .sort(byText)
      .map((c) => c.text),
  };
}

/** Why an edge exists, for a failure message: "a → b (a/x.ts)" for each step of the cycle. */
export function explain(graph, cycle) {
  const steps = cycle.split(' → ');
  return steps
    .slice(0, -1)
    .map((from, i) => `${from} → ${steps[i + 1]} (${graph.get(from).get(steps[i + 1])})`)
    .join(', ');
}
