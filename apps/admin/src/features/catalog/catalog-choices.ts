import { difficulties, labels, productSizes, stockStates, subjects } from '@kartyna/domain';
import { keyChoices } from '../../lib/choices';

/* Choice lists of the catalogue's inputs; names are i18n keys, react-admin translates them. */

export const labelChoices = keyChoices('shop.labels', labels);
export const subjectChoices = keyChoices('shop.subjects', subjects);
export const difficultyChoices = keyChoices('shop.difficulty', difficulties);
export const stockStateChoices = keyChoices('shop.catalog.stockStates', stockStates);
export const specSizeChoices = productSizes.map((id) => ({ id, name: id }));

/** The price shown as the shop prints it ("1 250,50 ₴"). */
export const uahFormat = {
  style: 'currency',
  currency: 'UAH',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
} as const;
