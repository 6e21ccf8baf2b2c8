import { describe, expect, it } from 'vitest';
import { figure } from './painter-decor.js';
import { mirror } from './painter-home.js';
import { animal, flowers } from './painter-objects.js';
import { sea } from './painter-scenes.js';
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

  it.each(['Мавка', 'Козак Мамай', 'Дзеркало кругле в ротанговій рамі'])(
    '«%s» is drawn from its name, not its subject alone',
    (name) => {
      const product = products.find((p) => p.nameUa.includes(name));
      expect(product, name).toBeDefined();
      if (!product) return;
      const { nameUa: _name, ...unnamed } = product;
      expect(paintProductSvg(product)).not.toBe(paintProductSvg(unnamed));
    },
  );
});
