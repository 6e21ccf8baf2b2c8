import { describe, expect, it } from 'vitest';
import { adminProductCsvRowSchema, adminProductInputSchema } from '../admin/catalog';
import { clientWorkInputSchema, testimonialUpdateSchema } from '../admin/content';
import { staffNoteSchema } from '../admin/orders';
import { testimonialBodySchema, testimonialInputSchema } from './feedback';
import { idParamsSchema } from './fields';

/** Issue #18: JSON bodies are strictly typed; text is read as a number only where it is text. */
const notNumbers = [true, '', [], '5', ' ', null];

describe('strict numbers in JSON bodies', () => {
  const testimonial = { name: 'Ірина', phone: '+380671234567' };

  it('a testimonial body takes its rating as a number; the storefront form also reads "5"', () => {
    expect(testimonialBodySchema.parse({ ...testimonial, rating: 5 }).rating).toBe(5);
    for (const rating of notNumbers) {
      expect(testimonialBodySchema.safeParse({ ...testimonial, rating }).success).toBe(false);
    }
    expect(testimonialInputSchema.parse({ ...testimonial, rating: '4' }).rating).toBe(4);
    for (const rating of [true, '', [], '0x4', '4e0']) {
      expect(testimonialInputSchema.safeParse({ ...testimonial, rating }).success).toBe(false);
    }
  });

  it('a path id is read from its digits only', () => {
    expect(idParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['', ' ', '1e3', '0x10', 'abc', '-1', '0', true, []]) {
      expect(idParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });

  const product = {
    article: 'KA-1',
    nameUa: 'Лисиця',
    nameRu: 'Лиса',
    price: 450,
    discountPrice: null,
    stock: 5,
    categoryId: 3,
    subject: 'animals',
    size: '40x50',
    difficulty: 3,
    labels: ['new'],
    images: [],
    isHidden: false,
  };

  it('a product body refuses numbers, flags and lists given as text', () => {
    expect(adminProductInputSchema.safeParse(product).success).toBe(true);
    for (const [field, value] of [
      ['price', '450'],
      ['price', true],
      ['stock', '5'],
      ['stock', []],
      ['categoryId', '3'],
      ['difficulty', '3'],
      ['difficulty', ''],
      ['isHidden', 'так'],
      ['isHidden', 1],
      ['labels', 'new'],
    ] as const) {
      expect(adminProductInputSchema.safeParse({ ...product, [field]: value }).success, field).toBe(false);
    }
  });

  it('a CSV row is read from its cells and then checked by the same schema', () => {
    const row = {
      ...product,
      price: '1 250,50',
      discountPrice: '',
      stock: '5',
      categoryId: 3,
      difficulty: '3',
      labels: 'sale|new',
      images: '',
      isHidden: 'так',
    };
    expect(adminProductCsvRowSchema.parse(row)).toMatchObject({
      price: 1250.5,
      discountPrice: null,
      stock: 5,
      difficulty: 3,
      labels: ['sale', 'new'],
      isHidden: true,
    });
    expect(adminProductCsvRowSchema.safeParse({ ...row, stock: 'багато' }).success).toBe(false);
  });

  it('a client work position is a number or left out (null from a cleared field)', () => {
    const work = { imageUrl: '/api/server/media/works/a.jpg', titleUa: 'Робота', titleRu: 'Работа' };
    expect(clientWorkInputSchema.safeParse({ ...work, position: 2 }).success).toBe(true);
    expect(clientWorkInputSchema.parse({ ...work, position: null }).position).toBeUndefined();
    for (const position of [true, '', '2', []]) {
      expect(clientWorkInputSchema.safeParse({ ...work, position }).success).toBe(false);
    }
  });
});

describe('empty updates', () => {
  it('are refused: {} or only unknown keys', () => {
    for (const body of [{}, { unknown: 1 }]) {
      expect(testimonialUpdateSchema.safeParse(body).success).toBe(false);
      expect(staffNoteSchema.safeParse(body).success).toBe(false);
    }
  });

  it('a field sent empty on purpose still counts (it clears the value)', () => {
    expect(staffNoteSchema.parse({ staffNote: '' })).toEqual({});
    expect(testimonialUpdateSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
  });
});
