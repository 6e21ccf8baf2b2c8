import { describe, expect, it } from 'vitest';
import { textBlocks } from './page-text-blocks';

describe('staff page text', () => {
  it('reads headings, paragraphs (single line breaks kept) and lists', () => {
    expect(
      textBlocks(
        '## Хто ми\r\nМи з Одеси.\nМалюємо самі.\n\n- Фарби\n- Полотно\nПісля списку\n\n\n### Кінець',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Хто ми' },
      { kind: 'paragraph', text: 'Ми з Одеси.\nМалюємо самі.' },
      { kind: 'list', items: ['Фарби', 'Полотно'] },
      { kind: 'paragraph', text: 'Після списку' },
      { kind: 'heading', text: 'Кінець' },
    ]);
  });

  it('keeps markup-looking text as text and gives nothing for a blank body', () => {
    expect(textBlocks('<b>жирний</b> #тег -5 %')).toEqual([
      { kind: 'paragraph', text: '<b>жирний</b> #тег -5 %' },
    ]);
    expect(textBlocks('  \n\n ')).toEqual([]);
  });
});
