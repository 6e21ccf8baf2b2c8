import { describe, expect, it } from 'vitest';
import { statusLine } from './kit-status-line';

const text = (parts: Parameters<typeof statusLine>[0]) =>
  statusLine(parts)
    .map((part) => part.lead + part.text)
    .join('');

describe('statusLine', () => {
  it('joins the parts with « · »', () => {
    expect(text([{ text: 'Збережено' }, { text: 'Працює без мережі' }])).toBe(
      'Збережено · Працює без мережі',
    );
  });

  it('starts with no separator when the first part is empty or missing', () => {
    expect(text([null, { text: 'Працює без мережі' }])).toBe('Працює без мережі');
    expect(text([{ text: '' }, { text: 'Працює без мережі' }])).toBe('Працює без мережі');
    expect(text([{ text: '\u00a0' }, { text: 'Працює без мережі' }])).toBe('Працює без мережі');
    expect(text([false, undefined, { text: 'Працює без мережі' }])).toBe('Працює без мережі');
  });

  it('keeps one separator between the parts that have words', () => {
    expect(text([{ text: 'А' }, null, { text: 'Б' }])).toBe('А · Б');
  });

  it('is empty when no part has words', () => {
    expect(statusLine([null, { text: '' }])).toEqual([]);
  });

  it('keeps what each part carries besides its words', () => {
    expect(statusLine([null, { text: 'Офлайн', offline: true }])).toEqual([
      { text: 'Офлайн', offline: true, lead: '' },
    ]);
  });
});
