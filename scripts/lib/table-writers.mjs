// Which of the API's modules write which table, read from the source text: drizzle's
// `.insert(t)`, `.update(t)`, `.delete(t)` and raw SQL's INSERT INTO, UPDATE … SET, DELETE FROM and
// TRUNCATE. A table with one writer has one place that keeps its rules; two writers each keep half.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { isTestFile } from './feature-graph.mjs';

/**
 * Left unread: test harnesses (test/, fuzz/, chaos/, test files) set up whatever data they need,
 * and migrations shape the schema rather than write its rows.
 */
const SKIPPED = /^(test|fuzz|chaos|db\/migrations)$|(^|\/)node_modules$/;

/** Seeding (db/seed*.ts) fills an empty database once, before the shop runs: it may fill any table. */
const isSeeding = (file) => /^db\/seed/.test(file);

/**
 * The text as two copies of its length (so an offset is a line in both): `code` with comments and
 * strings blanked, `plain` with comments blanked and strings kept. A quote ends its string at the
 * end of a line at the latest, so a stray quote in a regular expression cannot swallow the file.
 */
export function splitSource(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  let code = '';
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    let end = i + 1;
    if (ch === '/' && (next === '/' || next === '*')) {
      const close = next === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      end = close === -1 ? text.length : next === '/' ? close : close + 2;
      code += blank(text.slice(i, end));
      plain += blank(text.slice(i, end));
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== ch && (ch === '`' || text[j] !== '\n')) {
        j += text[j] === '\\' ? 2 : 1;
      }
      end = Math.min(j + 1, text.length);
      code += ch + blank(text.slice(i + 1, end - 1)) + text.slice(end - 1, end);
      plain += text.slice(i, end);
    } else {
      code += ch;
      plain += ch;
    }
    i = end;
  }
  return { code, plain };
}

/** The tables declared in schema texts: drizzle identifier → table name (`photoOrders` → `photo_orders`). */
export function tablesOf(schemaTexts) {
  const tables = new Map();
  for (const text of schemaTexts) {
    const { plain } = splitSource(text);
    for (const [, id, name] of plain.matchAll(
      /\bexport\s+const\s+([\w$]+)\s*=\s*pgTable\(\s*['"`]([^'"`]+)['"`]/g,
    )) {
      tables.set(id, name);
    }
  }
  return tables;
}

/** Where a specifier imported by `file` (relative to the API's src) lands, when it is the schema. */
const isSchemaImport = (file, specifier) => {
  if (!specifier.startsWith('.')) return false;
  const landed = posix
    .normalize(posix.join(posix.dirname(file), specifier))
    .replace(/(\/index)?(\.[jt]s)?$/, '');
  return landed === 'db/schema' || landed.startsWith('db/schema/');
};

/** The file's names for the schema's tables: local name → table name, and namespace imports. */
function schemaNames(file, plain, tables) {
  const names = new Map();
  const namespaces = new Set();
  for (const [, list, , specifier] of plain.matchAll(
    /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"\n]+)\2/g,
  )) {
    if (!isSchemaImport(file, specifier)) continue;
    for (const item of list.split(',')) {
      const [imported, local = imported] = item
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (tables.has(imported)) names.set(local, tables.get(imported));
    }
  }
  for (const [, local, , specifier] of plain.matchAll(
    /\bimport\s+\*\s+as\s+([\w$]+)\s+from\s*(['"])([^'"\n]+)\2/g,
  )) {
    if (isSchemaImport(file, specifier)) namespaces.add(local);
  }
  return { names, namespaces };
}

const OPEN = '([{';
const CLOSE = ')]}';

/** The index just past the bracket closing the one at `open`, or past the text when none closes it. */
function pastClose(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if (OPEN.includes(code[i])) depth += 1;
    else if (CLOSE.includes(code[i]) && --depth === 0) return i + 1;
  }
  return code.length;
}

/** The texts that declare `name` in the code: a const/let/var's initializer, a function's body. */
function declarations(code, name) {
  const found = [];
  const id = name.replace(/\$/g, '\\$');
  for (const match of code.matchAll(
    new RegExp(`\\b(?:const|let|var)\\s+${id}\\b\\s*(?::[^=;]*)?=(?!=)`, 'g'),
  )) {
    let i = match.index + match[0].length;
    while (i < code.length && code[i] !== ';') i = OPEN.includes(code[i]) ? pastClose(code, i) : i + 1;
    found.push(code.slice(match.index + match[0].length, i));
  }
  for (const match of code.matchAll(new RegExp(`\\bfunction\\s*\\*?\\s*${id}\\s*\\(`, 'g'))) {
    const params = pastClose(code, match.index + match[0].length - 1);
    const body = code.indexOf('{', params);
    if (body !== -1) found.push(code.slice(body, pastClose(code, body)));
  }
  return found;
}

/**
 * The tables an expression names: a table imported from the schema (or reached through a schema
 * namespace), or a local constant or function that names one (`const table = a ? orders : photoOrders`).
 */
function tablesIn(expression, code, known, seen = new Set()) {
  const found = new Set();
  const word = /(?<![\w$]|\.\s*)([A-Za-z_$][\w$]*)(?:\s*\.\s*([A-Za-z_$][\w$]*))?/g;
  for (const [, first, member] of expression.matchAll(word)) {
    if (known.namespaces.has(first) && member && known.tables.has(member))
      found.add(known.tables.get(member));
    else if (known.names.has(first)) found.add(known.names.get(first));
    else if (!seen.has(first) && seen.size < 12) {
      seen.add(first);
      for (const text of declarations(code, first)) {
        for (const table of tablesIn(text, code, known, seen)) found.add(table);
      }
    }
  }
  return found;
}

/** The SQL statements that write, each capturing its target(s): `name`, `"name"`, `${identifier}`. */
const TARGET = String.raw`(?:\$\{[^}]*\}|"?[A-Za-z_]\w*"?(?:\."?[A-Za-z_]\w*"?)?)`;
const SQL_WRITES = [
  ['insert', new RegExp(String.raw`\binsert\s+into\s+(${TARGET})`, 'gi')],
  // "for update of p", "do update set" and "on update" are not statements; a statement sets.
  [
    'update',
    new RegExp(
      String.raw`(?<!\b(?:for|do|on)\s+)\bupdate\s+(?:only\s+)?(${TARGET})(?:\s+(?:as\s+)?\w+)?\s+set\b`,
      'gi',
    ),
  ],
  ['delete', new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?(${TARGET})`, 'gi')],
  [
    'truncate',
    new RegExp(String.raw`\btruncate\s+(?:table\s+)?(?:only\s+)?(${TARGET}(?:\s*,\s*${TARGET})*)`, 'gi'),
  ],
];

/** The expression with every bracketed part emptied: `f(a, b), c` → `f(), c`. */
function topLevel(expression) {
  let text = expression;
  for (let last = ''; last !== text;)
    [last, text] = [text, text.replace(/\([^()]*\)|\[[^[\]]*\]|\{[^{}]*\}/g, '()')];
  return text;
}

/** The name a call at `dot` is made on (`db` for `db\n  .insert(`), or '' after a call or bracket. */
function receiverOf(code, dot) {
  let end = dot;
  while (end > 0 && /\s/.test(code[end - 1])) end -= 1;
  let start = end;
  while (start > 0 && /[\w$]/.test(code[start - 1])) start -= 1;
  return code.slice(start, end);
}

/** A receiver that is a database or a transaction: a write through it must name its table. */
const DATABASE = /^(db|tx|trx|database|\w*(Db|Tx))$/;

/**
 * The writes in one file (`file` relative to the API's src): { writes: [{ table, how, line }],
 * unresolved: ["file:line …"] } — a write to a database whose table the reader cannot name.
 */
export function writesIn(file, text, tables) {
  const { code, plain } = splitSource(text);
  const known = { tables, ...schemaNames(file, plain, tables) };
  const names = new Set(tables.values());
  const lineAt = (offset) => code.slice(0, offset).split('\n').length;
  const writes = [];
  const unresolved = [];
  for (const match of code.matchAll(/\.\s*(insert|update|delete)\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const argument = code.slice(open + 1, pastClose(code, open) - 1);
    // drizzle's writes take the table alone; `subject.update(tx, id, …)` is some other call.
    if (topLevel(argument).includes(',')) continue;
    const receiver = receiverOf(code, match.index);
    const found = tablesIn(argument, code, known);
    const line = lineAt(match.index);
    for (const table of found) writes.push({ table, how: match[1], line });
    if (!found.size && DATABASE.test(receiver)) {
      unresolved.push(`${file}:${line} .${match[1]}(${argument.trim()})`);
    }
  }
  // Raw SQL lives in strings: the plain text where the code is blanked.
  const strings = [...plain].map((ch, i) => (code[i] === ch ? ' ' : ch)).join('');
  for (const [how, pattern] of SQL_WRITES) {
    for (const match of strings.matchAll(pattern)) {
      const line = lineAt(match.index);
      for (const target of match[1].match(new RegExp(TARGET, 'g'))) {
        const name = target.replace(/"/g, '').split('.').pop().toLowerCase();
        const found = target.startsWith('${')
          ? tablesIn(target.slice(2, -1), code, known)
          : new Set(names.has(name) ? [name] : []);
        for (const table of found) writes.push({ table, how, line });
        if (!found.size) unresolved.push(`${file}:${line} ${how} ${target}`);
      }
    }
  }
  return { writes, unresolved };
}

/**
 * Who writes what among `files` ({ "<path under the API's src>": text }, the schema's files
 * included): modules (table → Map(module → ["file:line"])), the code outside every module (table →
 * Map(path → lines)), the seeding files apart, and the writes whose table could not be named.
 */
export function tableWriters(files) {
  const schemaFiles = Object.keys(files).filter((file) => file.startsWith('db/schema/'));
  const tables = tablesOf(schemaFiles.map((file) => files[file]));
  const result = { tables: new Set(tables.values()), unresolved: [] };
  for (const kind of ['modules', 'outside', 'seeding']) result[kind] = new Map();
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (file.startsWith('db/schema/') || isTestFile(posix.basename(file))) continue;
    const { writes, unresolved } = writesIn(file, text, tables);
    const parts = file.split('/');
    const inModule = parts[0] === 'modules' && parts.length > 2;
    const [kind, writer] = inModule ? ['modules', parts[1]] : [isSeeding(file) ? 'seeding' : 'outside', file];
    for (const { table, line } of writes) {
      if (!result[kind].has(table)) result[kind].set(table, new Map());
      const byWriter = result[kind].get(table);
      if (!byWriter.has(writer)) byWriter.set(writer, []);
      byWriter.get(writer).push(`${file}:${line}`);
    }
    if (kind !== 'seeding') result.unresolved.push(...unresolved);
  }
  return result;
}

/** The tables more than one module writes: { table: [modules, sorted] }, tables sorted. */
export function sharedWrites({ modules }) {
  const shared = {};
  for (const table of [...modules.keys()].sort()) {
    const writers = [...modules.get(table).keys()].sort();
    if (writers.length > 1) shared[table] = writers;
  }
  return shared;
}

/** The API's sources as `tableWriters` takes them: non-test TypeScript under its src. */
export function readApiSources(root) {
  const dir = join(root, 'apps/api/src');
  const files = {};
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      const rel = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!SKIPPED.test(rel)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(entry.name)) {
        files[rel] = readFileSync(path, 'utf8');
      }
    }
  };
  walk(dir);
  return files;
}

/** Who writes what in the API under the repository's root. */
export const apiTableWriters = (root) => tableWriters(readApiSources(root));
