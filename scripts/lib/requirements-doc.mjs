// Checks docs/requirements.md against the code: comments cite its sections as "requirements §N", so
// every cited section must exist; and its tables of business values must say what the code computes
// with, or a newcomer would trust a number the shop no longer uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = /^(node_modules|dist.*|\.next.*)$/;
const SOURCE = /\.(ts|tsx|mjs)$/;

/** Every .ts, .tsx and .mjs file under the given folders, with its text (built output left out). */
export function sourceFiles(root, folders = ['apps', 'packages', 'scripts']) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.test(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name))
        files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

/** The section numbers of the doc's `## §N …` headings. */
export const sectionNumbers = (markdown) =>
  new Set([...markdown.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1])));

/**
 * The section numbers a text cites: "requirements §2", "requirements §3/§5", "requirements §5 and §8".
 * A "requirements §" with no number after it is cited as NaN, so it is reported, not skipped.
 */
export function citedSections(text) {
  const cited = [];
  for (const m of text.matchAll(/requirements §(\S*(?:(?:\/| and | or |, )§\d+)*)/g)) {
    const numbers = [...m[1].matchAll(/(?:^|§)(\d+)/g)].map((n) => Number(n[1]));
    cited.push(...(numbers.length ? numbers : [Number.NaN]));
  }
  return cited;
}

/** What is wrong with the citations: a section the doc lacks, or the old "SPEC §" form. */
export function citationProblems(files, markdown) {
  const sections = sectionNumbers(markdown);
  const problems = [];
  for (const { path, text } of files) {
    for (const n of new Set(citedSections(text))) {
      if (!sections.has(n))
        problems.push(`${path} cites requirements §${n}, which docs/requirements.md lacks`);
    }
    if (/SPEC §/.test(text)) problems.push(`${path} still cites "SPEC §"`);
  }
  return problems;
}

/**
 * The rows of the first table after the heading that starts with `heading` (e.g. "### Loyalty tiers"),
 * each an object keyed by the table's header cells; backticks are dropped from the cells.
 */
export function tableAfter(markdown, heading) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`no heading "${heading}" in the doc`);
  const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  if (first < 0) throw new Error(`no table after "${heading}"`);
  const cells = (line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim().replaceAll('`', ''));
  const header = cells(lines[first]);
  const rows = [];
  for (let i = first + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    const row = cells(lines[i]);
    rows.push(Object.fromEntries(header.map((name, j) => [name, row[j] ?? ''])));
  }
  return rows;
}

const number = (cell) => (/^\d+$/.test(cell) ? Number(cell) : null);

/** Loyalty rows (Level, Cashback %, From, To in UAH) against `loyaltyTiers` (from in kopiyky). */
export function loyaltyProblems(rows, tiers) {
  const problems = [];
  const shown = (tier, i) => {
    const next = tiers[i + 1];
    const to = next ? String(next.from / 100 - 1) : '—';
    return [tier.level, String(tier.cashbackPercent), String(tier.from / 100), tier.from === 0 ? '0' : to];
  };
  const expected = tiers.map(shown);
  const documented = rows.map((r) => [r.Level, r['Cashback, %'], r['From, UAH'], r['To, UAH']]);
  for (const row of expected) {
    const found = documented.find((d) => d[0] === row[0]);
    if (!found) problems.push(`loyalty tier ${row[0]} is not in the doc`);
    else if (found.join('|') !== row.join('|'))
      problems.push(`loyalty tier ${row[0]}: the code has ${row.join(' / ')}, the doc ${found.join(' / ')}`);
  }
  for (const d of documented) {
    if (!expected.some((row) => row[0] === d[0])) problems.push(`loyalty tier ${d[0]} is not in the code`);
  }
  return problems;
}

/** Photo-picture rows (Size, Classic, Premium) against `photoPriceTableUah`. */
export function photoPriceProblems(rows, table) {
  const problems = [];
  for (const [size, prices] of Object.entries(table)) {
    const row = rows.find((r) => r.Size === size);
    if (!row) {
      problems.push(`photo size ${size} is not in the doc`);
      continue;
    }
    for (const [column, key] of [
      ['Classic', 'classic'],
      ['Premium', 'premium'],
    ]) {
      if (number(row[column]) !== prices[key])
        problems.push(`photo ${size} ${key}: the code has ${prices[key]}, the doc ${row[column]}`);
    }
  }
  for (const row of rows)
    if (!(row.Size in table)) problems.push(`photo size ${row.Size} is not in the code`);
  return problems;
}

/**
 * Term rows (Value, In the code) against the code's values by name: the value must appear in the
 * Value cell as a number or text of its own (20 is not in 2075). A row naming no known constant fails.
 */
export function termProblems(rows, values) {
  const problems = [];
  for (const row of rows) {
    const name = row['In the code'];
    if (!(name in values)) {
      problems.push(`term "${row.Term}" names ${name || 'no constant'}, which the check does not know`);
      continue;
    }
    const value = String(values[name]);
    const alone = new RegExp(
      String.raw`(^|[^\d.-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\d.-])`,
    );
    if (!alone.test(row.Value)) problems.push(`${name} is ${value} in the code, the doc says "${row.Value}"`);
  }
  return problems;
}

/** Status rows (Status, May move to) against `orderStatusMoves`. */
export function statusMoveProblems(rows, moves) {
  const problems = [];
  const listed = (cell) => (cell === '—' ? [] : cell.split(',').map((s) => s.trim()));
  for (const [status, next] of Object.entries(moves)) {
    const row = rows.find((r) => r.Status === status);
    if (!row) problems.push(`order status ${status} is not in the doc`);
    else if (listed(row['May move to']).join(',') !== next.join(','))
      problems.push(
        `order status ${status} moves to ${next.join(', ') || '—'}, the doc says ${row['May move to']}`,
      );
  }
  for (const row of rows)
    if (!(row.Status in moves)) problems.push(`order status ${row.Status} is not in the code`);
  return problems;
}
