import { accessorySubjects } from '@kartyna/domain';
import { pickWeighted, shuffled, type Rng } from './prng.js';

/** Colour families per subject (and a few scene groups) for the placeholder painter. */
export const subjectPalettes: Record<string, readonly string[]> = {
  patriotic: ['#f2c230', '#1f5fa8', '#5b8bd0', '#f6e3a1', '#7a9a3a', '#2f4a7a', '#e9a23b', '#fdf6e3'],
  'golden-picture': ['#d4a017', '#b8860b', '#1e2a38', '#3b2f2f', '#f3e3b0', '#8c6d1f', '#2e4a3f', '#c9b37e'],
  'composition-metalic': [
    '#c0c0c8',
    '#b87333',
    '#2c3e50',
    '#d4af37',
    '#1b1b2f',
    '#8e9aaf',
    '#e7d8c9',
    '#5c4b51',
  ],
  people: ['#e8b4a0', '#6b4f4f', '#f5efe6', '#3d5a80', '#98c1d9', '#ee6c4d', '#293241', '#c9ada7'],
  animals: ['#d9822b', '#f4e1c1', '#6b8e4e', '#3e5641', '#a44a3f', '#f1c27d', '#2d3142', '#bfd7ea'],
  flowers: ['#e07a9a', '#f7c6d0', '#6a994e', '#fefae0', '#b5838d', '#8e5572', '#ffd166', '#386641'],
  kitchen: ['#f4d35e', '#ee964b', '#f95738', '#faf0ca', '#0d3b66', '#7b5e57', '#8ab17d', '#fff8e7'],
  scenery: ['#87bfff', '#f6d186', '#7cb518', '#386641', '#fefae0', '#f28f3b', '#4a6fa5', '#2d4739'],
  'still-life': ['#7b2d26', '#e3b23c', '#f0e6d2', '#4a5d23', '#2c1e1a', '#a0522d', '#d8c3a5', '#6d597a'],
  reproduction: ['#1d3557', '#f1c40f', '#457b9d', '#a8dadc', '#e63946', '#f1faee', '#2a9d8f', '#264653'],
  holidays: ['#c1121f', '#fdf0d5', '#2a6f3f', '#f4a261', '#003049', '#ffd166', '#669bbc', '#780000'],
  winter: ['#dbe9f6', '#a9c6e8', '#5b7fa6', '#ffffff', '#2f4858', '#c1121f', '#e8eef4', '#33658a'],
  'character-and-heroes': [
    '#ffb703',
    '#219ebc',
    '#023047',
    '#fb8500',
    '#8ecae6',
    '#f1faee',
    '#e63946',
    '#2b2d42',
  ],
  'emi-dgadd': ['#f6bd60', '#f7ede2', '#f5cac3', '#84a59d', '#f28482', '#a3c4bc', '#6d6875', '#ffe5d9'],
  'space-and-abstraction': [
    '#10002b',
    '#3c096c',
    '#7b2cbf',
    '#c77dff',
    '#e0aaff',
    '#ffd60a',
    '#240046',
    '#4cc9f0',
  ],
  transport: ['#d62828', '#f77f00', '#fcbf49', '#eae2b7', '#003049', '#8d99ae', '#2b2d42', '#a3c1ad'],
  'for-children': ['#ffadad', '#ffd6a5', '#fdffb6', '#caffbf', '#9bf6ff', '#a0c4ff', '#bdb2ff', '#ffc6ff'],
  men: ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#5c4d3c', '#d4a373', '#354f52', '#84a98c'],
  sea: ['#0077b6', '#00b4d8', '#90e0ef', '#caf0f8', '#03045e', '#f9c74f', '#f8961e', '#ffffff'],
  cities: ['#264653', '#e9c46a', '#f4a261', '#e76f51', '#2a9d8f', '#fefae0', '#6d597a', '#1d3557'],
  'icons-and-angels': [
    '#d4af37',
    '#7f1d1d',
    '#1e3a5f',
    '#f5e6c8',
    '#3f2a1e',
    '#b08d57',
    '#e9d8a6',
    '#5a189a',
  ],
  anime: ['#ff8fab', '#fb6f92', '#caf0f8', '#5e60ce', '#48bfe3', '#fff1e6', '#2b2d42', '#ffd6ff'],
  sport: ['#2a9d8f', '#e9c46a', '#ffffff', '#264653', '#e76f51', '#8ab17d', '#1d3557', '#f4f1de'],
  money: ['#2d6a4f', '#95d5b2', '#d4af37', '#081c15', '#b7e4c7', '#f1faee', '#40916c', '#ffd166'],
  'interior-solution': [
    '#e9edc9',
    '#ccd5ae',
    '#fefae0',
    '#d4a373',
    '#faedcd',
    '#6b705c',
    '#a5a58d',
    '#3f4238',
  ],
  'for-gift': ['#ff99c8', '#fcf6bd', '#d0f4de', '#a9def9', '#e4c1f9', '#f28482', '#84a59d', '#6d6875'],
  'art-supplies': ['#e63946', '#f1c40f', '#2a9d8f', '#264653', '#f4a261', '#fefae0', '#6d597a', '#457b9d'],
  home: ['#d8c3a5', '#8e8d8a', '#e98074', '#eae7dc', '#e85a4f', '#6b705c', '#a3b18a', '#588157'],
};

const artSupplySubjects = new Set<string>(accessorySubjects);
const homeSubjects = new Set(['candle', 'kasko', 'stand', 'other']);

export function paletteFamily(subject: string): readonly string[] {
  if (artSupplySubjects.has(subject)) return subjectPalettes['art-supplies'] ?? [];
  if (homeSubjects.has(subject)) return subjectPalettes.home ?? [];
  if (subject === 'mosaik') return subjectPalettes.flowers ?? [];
  return subjectPalettes[subject] ?? subjectPalettes.scenery ?? [];
}

/** 4-6 colours drawn from the subject's family, in a seeded order. */
export function pickPalette(rng: Rng, subject: string): string[] {
  const count = pickWeighted(rng, [
    [4, 1],
    [5, 2],
    [6, 2],
  ] as const);
  return shuffled(rng, paletteFamily(subject)).slice(0, count);
}
