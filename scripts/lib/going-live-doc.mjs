// Checks docs/going-live.md against the repository: the settings it names are read by the code, its
// lifecycle table is packages/domain's, its `npm run`s exist and its paths are there. The facts
// are gathered apart from the check, so a made-up doc and made-up facts can prove each failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeSettings } from './settings-doc.mjs';

/**
 * Names the doc may give although no code of the shop reads them: other programs' settings
 * (etcd's own configuration, glibc's allocator, Node's flags, podman) and the kernel's words.
 */
export const foreignNames = [
  /^ETCD_/,
  /^MALLOC_ARENA_MAX$/,
  /^NODE_OPTIONS$/,
  /^CONTAINERS_CONF$/,
  /^RLIMIT_/,
  /^CAP_/,
];

const pathRoots = ['apps/', 'packages/', 'ops/', 'scripts/', 'docs/'];

/**
 * The inline code spans, fenced blocks left out (their shell and YAML are not prose). A span may
 * run over a line break inside its paragraph.
 */
export function inlineCode(markdown) {
  const blocks = [];
  let block = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```/.test(line);
    if (fence || fenced || line.trim() === '') blocks.push(block.splice(0).join(' '));
    if (fence) fenced = !fenced;
    else if (!fenced && line.trim() !== '') block.push(line);
  }
  blocks.push(block.join(' '));
  return blocks.flatMap((text) => [...text.matchAll(/(`+)(.+?)\1/g)].map((m) => m[2].trim()));
}

/**
 * The setting names in the doc's code spans: UPPER_SNAKE words, and any upper-case word given a
 * value (`WORKERS=off`). A `<NAME>` is a placeholder and a word inside a URL (`smtp://USER:PASS@…`)
 * part of an example value, unless written as a variable (`$STOREFRONT_PORT`).
 */
export function docSettingNames(markdown) {
  const names = new Set();
  for (const span of inlineCode(markdown)) {
    for (const m of span.matchAll(/(^|[^A-Za-z0-9_])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?![A-Za-z0-9_])/g)) {
      const [, before, name] = m;
      const at = m.index + before.length;
      const rest = span.slice(at + name.length);
      if (!name.includes('_') && !rest.startsWith('=')) continue;
      if (before === '<') continue;
      const variable = before === '$' || span.slice(Math.max(0, at - 2), at) === '${';
      if (!variable && /:\/\/\S*$/.test(span.slice(0, at))) continue;
      names.add(name);
    }
  }
  return [...names];
}

const sourceFiles = (dir, pattern) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !/[/\\](node_modules|dist|dist-server|\.next)[/\\]/.test(path));
};

/** Every setting the shop reads: the env schemas, and process.env and shell reads of its scripts. */
export function readSettings(root) {
  const names = new Set(codeSettings(root).map((s) => s.name));
  const code = ['scripts', 'apps/web/src/server', 'apps/api/src'].flatMap((dir) =>
    sourceFiles(join(root, dir), /\.(mjs|js|ts)$/),
  );
  for (const file of code) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
      names.add(name);
    }
  }
  for (const file of sourceFiles(join(root, 'ops'), /\.sh$/)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) names.add(name);
  }
  return names;
}

/** `orderStatusMoves` of packages/domain/src/order-lifecycle.ts, read as text, and the undoable statuses. */
export function lifecycleOf(source) {
  const start = source.indexOf('orderStatusMoves');
  if (start < 0) throw new Error('no orderStatusMoves in order-lifecycle.ts');
  const body = source.slice(source.indexOf('= {', start), source.indexOf('\n};', start));
  const moves = new Map();
  for (const [, from, to] of body.matchAll(/^\s*'?([a-z-]+)'?:\s*\[([^\]]*)\]/gm)) {
    moves.set(
      from,
      [...to.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]),
    );
  }
  const undoable = /undoableOrderStatuses[^=]*=\s*\[([^\]]*)\]/.exec(source);
  if (!undoable) throw new Error('no undoableOrderStatuses in order-lifecycle.ts');
  return { moves, undoable: [...undoable[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]) };
}

/** The scripts of the root package.json and of each workspace, by its path and by its name. */
export function npmScripts(root) {
  const read = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const scripts = new Map([['', Object.keys(read('.').scripts ?? {})]]);
  for (const group of ['apps', 'packages']) {
    for (const dir of readdirSync(join(root, group))) {
      if (!existsSync(join(root, group, dir, 'package.json'))) continue;
      const pkg = read(join(group, dir));
      const names = Object.keys(pkg.scripts ?? {});
      scripts.set(`${group}/${dir}`, names);
      scripts.set(pkg.name, names);
    }
  }
  return scripts;
}

/**
 * Whether a repository path is there. A bundle (`apps/api/dist/worker.js`) is made by the build,
 * so its workspace's tsup.config.ts must have that entry and that output folder; Next's own
 * `.next/` is left to Next.
 */
export const pathExists = (root) => (path) => {
  const built = /^((?:apps|packages)\/[^/]+)\/(dist|dist-server)\/(.+)\.js$/.exec(path);
  if (built) {
    const [, workspace, outDir, entry] = built;
    const config = join(root, workspace, 'tsup.config.ts');
    if (!existsSync(config)) return false;
    const text = readFileSync(config, 'utf8');
    const output = outDir === 'dist' ? !/outDir: '(?!dist')/.test(text) : text.includes(`'${outDir}'`);
    return output && new RegExp(`(^|[\\s{,])'?${entry}'?: '`, 'm').test(text);
  }
  if (/\/\.next(\/|$)/.test(path)) return existsSync(join(root, path.replace(/\/\.next(\/.*)?$/, '')));
  return existsSync(join(root, path));
};

/** Everything the check compares the doc with, read from the repository. */
export function repositoryFacts(root) {
  return {
    settings: readSettings(root),
    lifecycle: lifecycleOf(readFileSync(join(root, 'packages/domain/src/order-lifecycle.ts'), 'utf8')),
    scripts: npmScripts(root),
    exists: pathExists(root),
  };
}

const statusPattern = (status) => new RegExp(`(?<![\\w-])${status}(?![\\w-])`);

function lifecycleProblems(markdown, { moves, undoable }) {
  const heading = markdown.indexOf('## The order lifecycle');
  if (heading < 0) return ['no "## The order lifecycle" section'];
  const next = markdown.indexOf('\n## ', heading + 1);
  const section = markdown.slice(heading, next < 0 ? markdown.length : next);
  const statuses = [...moves.keys()];
  const named = (cell) => statuses.filter((s) => statusPattern(s).test(cell));
  const problems = [];
  const rows = new Map();
  for (const line of section
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)) {
    const [, from = '', to = ''] = line.split('|').map((cell) => cell.trim());
    for (const status of named(from)) rows.set(status, named(to));
  }
  for (const [status, allowed] of moves) {
    const row = rows.get(status);
    if (!row) problems.push(`the lifecycle table has no row for ${status}`);
    else if ([...row].sort().join() !== [...allowed].sort().join()) {
      problems.push(
        `the lifecycle table moves ${status} to ${row.join(', ') || '—'}, the code to ${allowed.join(', ') || '—'}`,
      );
    }
  }
  const undo = section.split('\n\n').find((paragraph) => /\*\*Undo\.\*\*/.test(paragraph));
  if (!undo) problems.push('the lifecycle section does not tell of the undo (**Undo.**)');
  else {
    if (!undo.includes('`STATUS_UNDO_SECONDS`'))
      problems.push('the undo does not name `STATUS_UNDO_SECONDS`');
    const missing = undoable.filter((s) => !statusPattern(s).test(undo));
    if (missing.length) problems.push(`the undo does not name the undoable ${missing.join(', ')}`);
  }
  return problems;
}

/** What the doc says that the repository does not bear out, one sentence each. */
export function goingLiveDocProblems(markdown, facts) {
  const problems = [];
  for (const name of docSettingNames(markdown)) {
    if (!facts.settings.has(name) && !foreignNames.some((p) => p.test(name))) {
      problems.push(`${name} is read by no code`);
    }
  }
  problems.push(...lifecycleProblems(markdown, facts.lifecycle));
  const runs = markdown.matchAll(
    /\bnpm (start|test|run ([\w:.-]+))(?:\s+(?:-w|--workspace)[= ]([\w@/.-]+))?/g,
  );
  for (const [, command, script = command, flag = ''] of runs) {
    const workspace = flag.replace(/[/.]+$/, '');
    const names = facts.scripts.get(workspace);
    if (!names) problems.push(`npm ${command}: no workspace ${workspace}`);
    else if (!names.includes(script))
      problems.push(`npm ${command}: no such script in ${workspace || 'package.json'}`);
  }
  const paths = new Set(
    inlineCode(markdown)
      .flatMap((span) => span.split(/[\s=(),]+/))
      .map((word) => word.replace(/[.:;]+$/, ''))
      .filter((word) => pathRoots.some((r) => word.startsWith(r)) && !/[<>*…{}$]/.test(word)),
  );
  for (const path of paths) if (!facts.exists(path)) problems.push(`${path} is not in the repository`);
  return [...new Set(problems)];
}
