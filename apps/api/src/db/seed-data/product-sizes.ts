import { productSizes, type ProductSize } from '@kartyna/domain';

export interface SeedProductSize {
  value: ProductSize;
  isHidden: boolean;
  position: number;
}

/** Sizes hidden from the catalogue filter (the 19 cm diameter is being phased out). */
export const hiddenSeedSizes: readonly ProductSize[] = ['d19'];

/** Every domain size, in domain order; positions start at 1. */
export const seedProductSizes: SeedProductSize[] = productSizes.map((value, index) => ({
  value,
  isHidden: hiddenSeedSizes.includes(value),
  position: index + 1,
}));
