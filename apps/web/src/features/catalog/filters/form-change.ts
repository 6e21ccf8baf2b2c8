import { filterLabels, sortTypes, type Label, type SortType } from '@kartyna/domain';
import type { CatalogParams } from '../listing/catalog-params';

/** A form's values by name, as FormData gives them. */
export interface FormValues {
  getAll(name: string): (string | File)[];
}

const texts = (form: FormValues, name: string): string[] =>
  form.getAll(name).filter((v): v is string => typeof v === 'string');

/**
 * What a change of the control `name` in the catalogue's filter or sort form (filter-form.tsx,
 * sort-form.tsx) sets in the filters in force: the whole of its group, read from the form. Null
 * for the prices, which apply after the typing pause, and for anything else.
 */
export function formChange(name: string, form: FormValues): Partial<CatalogParams> | null {
  switch (name) {
    case 'size':
      return { size: texts(form, 'size') };
    case 'difficult':
      return {
        difficult: texts(form, 'difficult')
          .map(Number)
          .filter((d) => Number.isInteger(d))
          .sort((a, b) => a - b),
      };
    case 'labelType': {
      const label = texts(form, 'labelType')[0] ?? '';
      return { labelType: (filterLabels as readonly string[]).includes(label) ? [label as Label] : [] };
    }
    case 'sort': {
      const sort = texts(form, 'sort')[0] ?? '';
      return { sort: (sortTypes as readonly string[]).includes(sort) ? (sort as SortType) : undefined };
    }
    default:
      return null;
  }
}
