import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditActions, orderKinds } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18n-provider';
import { auditActionWords } from './messages';

const apiSrc = fileURLToPath(new URL('../../../../api/src/', import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The words a choice can give: the quoted ones right after `?` or `:` (`a ? 'x' : 'y'`). */
const chosen = (text: string) => [...text.matchAll(/[?:]\s*\(?\s*'([a-z.-]+)'/g)].map((m) => m[1] ?? '');

/** What `${expression}` in an action can be: an order's kind, or the words of the choice behind it. */
function valuesOf(expression: string, file: string): string[] {
  if (/(^|\.)kind$/.test(expression)) return [...orderKinds];
  if (chosen(expression).length) return chosen(expression);
  // A name defined in the same file (`const verb = a ? 'x' : 'y';`, `const verbOf = (…) => …;`).
  const name = /^[A-Za-z_$][\w$]*/.exec(expression)?.[0];
  const definition = name ? new RegExp(`const ${name}\\b[^;]*;`).exec(file)?.[0] : undefined;
  return definition ? chosen(definition) : [];
}

/**
 * The actions the API's code writes, read from the `action:` of its audit entries: a literal as
 * it is, a choice between literals, and a template with each `${…}` read by `valuesOf`. What it
 * cannot read is returned apart, so a new form of writing an action fails the test too.
 */
function actionsInApiSource(): { actions: Set<string>; unread: string[] } {
  const actions = new Set<string>();
  const unread: string[] = [];
  for (const path of sourcesUnder(apiSrc)) {
    const file = readFileSync(path, 'utf8');
    // audit-log.ts defines the entry and passes its action on; the callers are what is read.
    if (!file.includes('recordAudit(') || path.endsWith('/audit/audit-log.ts')) continue;
    for (const match of file.matchAll(/\baction:\s*([^\n]+?),?\s*(?:\n|entity:)/g)) {
      const value = (match[1] ?? '').trim();
      let found: string[] = [];
      if (/^'[a-z.-]+'$/.test(value)) found = [value.slice(1, -1)];
      else if (value.startsWith('`') && value.endsWith('`')) {
        found = [''];
        for (const part of value.slice(1, -1).split(/(\$\{(?:[^{}]|\{[^}]*\})*\})/)) {
          const values = part.startsWith('${') ? valuesOf(part.slice(2, -1).trim(), file) : [part];
          found = found.flatMap((head) => values.map((tail) => head + tail));
        }
      } else found = chosen(value);
      if (found.length === 0 || found.some((action) => !/^[a-z-]+(\.[a-z-]+)+$/.test(action)))
        unread.push(`${path}: ${value}`);
      for (const action of found) actions.add(action);
    }
  }
  return { actions, unread };
}

describe('audit log words', () => {
  it('has Ukrainian words for every action the API may write, and none for an action it does not', () => {
    expect(Object.keys(auditActionWords).sort()).toEqual([...auditActions].sort());
    for (const action of auditActions) expect(auditActionWords[action].trim()).not.toBe('');
  });

  it('lists every action found in the API source', () => {
    const { actions, unread } = actionsInApiSource();
    expect(actions.size).toBeGreaterThan(30);
    expect(unread).toEqual([]);
    expect([...actions].filter((action) => !(auditActions as readonly string[]).includes(action))).toEqual(
      [],
    );
    // …and the list names nothing the API no longer writes.
    expect(auditActions.filter((action) => !actions.has(action))).toEqual([]);
  });

  it('translates an action through the app’s messages, an unknown one shown as it is', () => {
    const t = (action: string) => i18nProvider.translate(`shop.audit.actions.${action}`, { _: action });
    expect(t('order.waybill')).toBe('Створено або виправлено ТТН замовлення');
    expect(t('photo-order.status.undo')).toBe('Скасовано зміну статусу фотокартини');
    expect(t('promotion.pause')).toBe('Акцію призупинено');
    for (const action of auditActions) expect(t(action)).not.toBe(action);
    expect(t('something.new')).toBe('something.new');
  });
});
