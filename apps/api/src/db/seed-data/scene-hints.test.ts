import { describe, expect, it } from 'vitest';
import { figure } from './painter-decor.js';
import { mirror } from './painter-home.js';
import { animal } from './painter-objects.js';
import { festiveTree, flowers, kalyna, sunflowers } from './painter-plants.js';
import { sea, winter } from './painter-scenes.js';
import { paintProductSvg } from './picture-painter.js';
import { generateSeedProducts } from './products.js';
import { sceneForTitle } from './scene-hints.js';

// Issue #18: demo pictures that fit their names.
describe('sceneForTitle', () => {
  it('draws a figure for Мавка and Козак Мамай, a mirror for the rattan mirror', () => {
    expect(sceneForTitle('Мавка')).toBe(figure);
    expect(sceneForTitle('Козак Мамай')).toBe(figure);
    expect(sceneForTitle('Дзеркало кругле в ротанговій рамі')).toBe(mirror);
  });

  // Issue #26: «Соняшники у вазі» showed pink flowers, «Калина під вікном» a sunflower field,
  // «Новорічні вогні» a jug with lemons.
  it('draws sunflowers, kalyna and a lit fir for the names that say so', () => {
    expect(sceneForTitle('Картина за номерами «Соняшники у вазі» 50×60')).toBe(sunflowers);
    expect(sceneForTitle('Алмазна мозаїка «Соняшники (за Ван Гогом)» 50×50')).toBe(sunflowers);
    expect(sceneForTitle('Картина за номерами «Калина під вікном» 50×50')).toBe(kalyna);
    expect(sceneForTitle('Алмазна мозаїка «Новорічні вогні» 40×50')).toBe(festiveTree);
    expect(sceneForTitle('Картина за номерами «Різдвяний вечір» 50×50')).toBe(winter);
    expect(sceneForTitle('Підставки під чашки «Соняшник», 4 шт.')).toBeUndefined();
  });

  it('reads other names too, and leaves the rest to the subject', () => {
    expect(sceneForTitle('Рудий кіт на підвіконні')).toBe(animal);
    expect(sceneForTitle('Квітковий кит')).toBe(animal);
    expect(sceneForTitle('Старий маяк')).toBe(sea);
    expect(sceneForTitle('Півонії у глечику')).toBe(flowers);
    expect(sceneForTitle('Кольорова геометрія')).toBeUndefined();
    expect(sceneForTitle(undefined)).toBeUndefined();
  });
});

describe('the seeded products', () => {
  const products = generateSeedProducts();

  it.each([
    'Мавка',
    'Козак Мамай',
    'Дзеркало кругле в ротанговій рамі',
    'Соняшники у вазі',
    'Калина під вікном',
    'Новорічні вогні',
  ])('«%s» is drawn from its name, not its subject alone', (name) => {
    const product = products.find((p) => p.nameUa.includes(name));
    expect(product, name).toBeDefined();
    if (!product) return;
    const { nameUa: _name, ...unnamed } = product;
    expect(paintProductSvg(product)).not.toBe(paintProductSvg(unnamed));
  });

  it('draws every holiday picture from its name: no random jug of lemons for a holiday', () => {
    const holidays = products.filter((p) => p.subject === 'holidays');
    expect(holidays.length).toBeGreaterThan(3);
    for (const product of holidays) expect(sceneForTitle(product.nameUa), product.nameUa).toBeDefined();
  });
});
