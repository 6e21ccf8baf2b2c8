/** Demo data the API seeds on first start: pure, deterministic, no I/O. */
export {
  seedCategoryTree,
  seedSubjectNames,
  findSeedCategory,
  hiddenSeedSubcategory,
  type SeedCategory,
} from './category-tree.js';
export { seedProductSizes, hiddenSeedSizes, type SeedProductSize } from './product-sizes.js';
export { generateSeedProducts, type SeedProduct } from './products.js';
export {
  paintPictureSvg,
  paintProductSvg,
  paintWorkSvg,
  type PaintPictureInput,
  type PaintTechnique,
} from './picture-painter.js';
export {
  seedClientWorks,
  seedCommonVariables,
  seedSeoData,
  seedTestimonials,
  type SeedClientWork,
  type SeedCommonVariable,
  type SeedSeoEntry,
  type SeedTestimonial,
} from './content.js';
export { subjectPalettes } from './palettes.js';
export { mulberry32, hashString } from './prng.js';
