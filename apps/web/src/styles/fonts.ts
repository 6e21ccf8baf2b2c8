import localFont from 'next/font/local';

/*
 * Fonts come from the npm packages and are served from our own origin. Fontsource ships one
 * file per script, so each script is its own family and the CSS stack lists Cyrillic first,
 * Latin second: the browser takes every glyph from the first family that has it. Only the last
 * family carries next/font's metric-matched fallback, so text does not shift while files load.
 * (next/font wants literal paths, hence the repetition.)
 */
const bodyCyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-body-cyrillic',
  adjustFontFallback: false,
  fallback: [],
});

const bodyLatin = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-body-latin',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});

const displayCyrillic = localFont({
  src: '../../../../node_modules/@fontsource/lora/files/lora-cyrillic-600-normal.woff2',
  weight: '600',
  display: 'swap',
  variable: '--font-display-cyrillic',
  adjustFontFallback: false,
  fallback: [],
});

const displayLatin = localFont({
  src: '../../../../node_modules/@fontsource/lora/files/lora-latin-600-normal.woff2',
  weight: '600',
  display: 'swap',
  variable: '--font-display-latin',
  fallback: ['Georgia', 'serif'],
});

/** Class names that define the font variables; put on <html>. */
export const fontVariables = [bodyCyrillic, bodyLatin, displayCyrillic, displayLatin]
  .map((f) => f.variable)
  .join(' ');
