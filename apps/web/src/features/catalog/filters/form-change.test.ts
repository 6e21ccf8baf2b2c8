import { describe, expect, it } from 'vitest';
import { formChange } from './form-change';

const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe('formChange', () => {
  it('takes the whole ticked group of sizes and difficulties, difficulties in order', () => {
    const ticked = form([
      ['size', '30x40'],
      ['difficult', '4'],
      ['size', '40x50'],
      ['difficult', '2'],
    ]);
    expect(formChange('size', ticked)).toEqual({ size: ['30x40', '40x50'] });
    expect(formChange('difficult', ticked)).toEqual({ difficult: [2, 4] });
    expect(formChange('size', form([]))).toEqual({ size: [] });
  });

  it('makes the single label a list, and "all" an empty one', () => {
    expect(formChange('labelType', form([['labelType', 'sale']]))).toEqual({ labelType: ['sale'] });
    expect(formChange('labelType', form([['labelType', '']]))).toEqual({ labelType: [] });
    expect(formChange('labelType', form([['labelType', 'bogus']]))).toEqual({ labelType: [] });
  });

  it('reads the sort, the default order as none', () => {
    expect(formChange('sort', form([['sort', 'cheap']]))).toEqual({ sort: 'cheap' });
    expect(formChange('sort', form([['sort', '']]))).toEqual({ sort: undefined });
  });

  it('leaves the prices and unknown fields to others', () => {
    expect(formChange('minPrice', form([['minPrice', '100']]))).toBeNull();
    expect(formChange('search', form([['search', 'коти']]))).toBeNull();
  });
});
