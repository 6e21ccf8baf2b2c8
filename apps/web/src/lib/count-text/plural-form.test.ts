import { describe, expect, it } from 'vitest';
import { countForm, pluralForm } from './plural-form';

describe('pluralForm (Ukrainian and Russian)', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [101, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [22, 'few'],
    [34, 'few'],
    [0, 'many'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [111, 'many'],
    [112, 'many'],
    [25, 'many'],
  ] as const)('%i → %s', (count, form) => {
    expect(pluralForm(count)).toBe(form);
  });

  it('agrees with ICU’s rules for uk and ru on whole numbers', () => {
    for (const tag of ['uk', 'ru']) {
      const rules = new Intl.PluralRules(tag);
      for (let n = 0; n <= 250; n += 1) expect(pluralForm(n), `${tag} ${n}`).toBe(rules.select(n));
    }
  });

  it('names an empty count for the header labels', () => {
    expect([0, 1, 3, 5, 21].map(countForm)).toEqual(['zero', 'one', 'few', 'many', 'one']);
  });
});
