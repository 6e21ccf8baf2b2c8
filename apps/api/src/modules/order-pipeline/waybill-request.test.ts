import { describe, expect, it } from 'vitest';
import { splitAddress } from './waybill-request';

describe('splitAddress', () => {
  it.each([
    ['вул. Хрещатик, 1, кв. 5', { street: 'вул. Хрещатик', house: '1', flat: '5' }],
    ['просп. Шевченка, буд. 12А', { street: 'просп. Шевченка', house: '12А', flat: null }],
    ['Дерибасівська, 7/2, квартира 14', { street: 'Дерибасівська', house: '7/2', flat: '14' }],
    ['вулиця Січових Стрільців 37', { street: 'вулиця Січових Стрільців', house: '37', flat: null }],
  ])('reads %s', (typed, expected) => {
    expect(splitAddress(typed)).toEqual(expected);
  });

  it.each(['', 'Хрещатик', 'Хрещатик, без номера'])('cannot read %j', (typed) => {
    expect(splitAddress(typed)).toBeNull();
  });
});
