// Expand/contract for rolling upgrades: while APIs are rolled one by one after `npm run migrate`,
// the previous version still runs against the migrated database. A migration newer than the list
// below may only expand the schema (new tables, nullable or defaulted columns, dropped NOT NULLs,
// indexes); a statement the previous version would trip over (a dropped or renamed table or
// column, a new NOT NULL, a changed column type) belongs in a contract step of its own, shipped
// once no running version reads or writes what it removes, and marked so on its first line:
//   -- contract-step: <why nothing running needs it any more>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The migrations written before the rule; they ran long ago and are left as they are. */
export const GRANDFATHERED = [
  '0000_extensions.sql',
  '0001_initial.sql',
  '0002_after_the_order.sql',
  '0003_back_office.sql',
  '0004_test_payment_flags.sql',
  '0005_order_access_tokens.sql',
  '0006_revoked_sessions_and_pending_passwords.sql',
  '0007_upload_guest_owner.sql',
  '0008_background_jobs.sql',
  '0009_catalog_version.sql',
  '0010_catalog_version_triggers.sql',
  '0011_catalog_facet_index.sql',
  '0012_catalog_facet_version_trigger.sql',
  '0013_photo_templates.sql',
  '0014_catalog_facet_created.sql',
  '0015_photo_order_payments.sql',
  '0016_status_history_undo.sql',
  '0017_photo_status_undo.sql',
  '0018_catalog_change_scope.sql',
  '0019_kit_companion.sql',
  '0020_guest_orders_join.sql',
  '0021_photo_cod_fee.sql',
];

const CONTRACT_MARKER = /^--\s*contract-step:\s*(.*)$/;

/** The statements of a migration, lower-cased, without comments or string literals. */
function statements(sql) {
  const code = sql
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    // A literal may say "drop table" (a message, a default); only code counts.
    .replace(/'(?:[^']|'')*'/g, "''");
  return code
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter(Boolean);
}

/** The comma-separated actions of `alter table … <action>, <action>`, outside parentheses. */
function actions(statement) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of statement) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts;
}

const NAME = String.raw`(?:"[^"]+"|[a-z_][a-z0-9_$]*)(?:\.(?:"[^"]+"|[a-z_][a-z0-9_$]*))?`;
const ALTER_TABLE = new RegExp(String.raw`^alter table (?:if exists )?(?:only )?${NAME} (.*)$`);

/** Why one action of `alter table` is unsafe for the previous version, or null. */
function actionProblem(action) {
  if (/^drop (?!constraint\b)/.test(action)) return 'drops a column';
  if (/^rename (?!constraint\b)/.test(action)) return 'renames a table or column';
  if (/^alter (?:column )?\S+ set not null\b/.test(action)) return 'makes a column NOT NULL';
  if (/^alter (?:column )?\S+ (?:set data )?type\b/.test(action)) return 'changes a column type';
  const addsColumn =
    /^add /.test(action) &&
    !/^add (?:constraint|primary key|unique|foreign key|check|exclude)\b/.test(action);
  if (addsColumn && /\bnot null\b/.test(action) && !/\b(?:default|generated)\b/.test(action)) {
    return 'adds a NOT NULL column without a DEFAULT';
  }
  return null;
}

/** What makes each statement unsafe for the previous version still running: `{ statement, reason }`. */
export function destructiveStatements(sql) {
  const found = [];
  for (const statement of statements(sql)) {
    const table = ALTER_TABLE.exec(statement);
    const reasons = table
      ? actions(table[1]).map(actionProblem)
      : [
          /^drop (?:table|view|materialized view|type|sequence|schema)\b/.test(statement) &&
            'drops a table, view, type, sequence or schema',
          /^alter (?:type|view|materialized view|schema) .*\brename\b/.test(statement) && 'renames',
        ];
    const reason = reasons.find(Boolean);
    if (reason) found.push({ statement, reason });
  }
  return found;
}

/** The contract-step reason of a migration, or null when it is not marked as one. */
export function contractStep(sql) {
  const first = sql.split('\n', 1)[0]?.trim() ?? '';
  const match = CONTRACT_MARKER.exec(first);
  return match ? match[1].trim() : null;
}

/** One line per problem in the migrations of `dir` that are not grandfathered. */
export function migrationProblems(dir, grandfathered = GRANDFATHERED) {
  const old = new Set(grandfathered);
  const problems = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (old.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    const reason = contractStep(sql);
    if (reason === '') problems.push(`${file}: a contract step must say why (-- contract-step: <reason>)`);
    if (reason) continue;
    for (const found of destructiveStatements(sql)) {
      problems.push(
        `${file} ${found.reason}, which the previous version still running in a rolling upgrade may need: ` +
          `${found.statement.slice(0, 120)}. Expand now and contract in a later migration marked ` +
          '`-- contract-step: <reason>` on its first line (docs/going-live.md, "Upgrades")',
      );
    }
  }
  return problems;
}
