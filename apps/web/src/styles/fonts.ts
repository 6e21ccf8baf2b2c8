import localFont from 'next/font/local';

/*
 * Fonts come from the npm packages and are served from our own origin. Fontsource ships one
 * file per script, so each script is its own family and the CSS stack lists Cyrillic first,
 * Latin second: the browser takes every glyph from the first family that has it.
 *
 * Not preloaded, on purpose: Chrome hides text whose preloaded font is still on its way, and
 * holds the new page's frames until something it counts as content is painted — on a busy
 * phone up to a second per hold (docs/benchmarks.md, "The one-second gap"). Text is drawn at
 * once in a fallback measured to take the same room as the web font in Ukrainian (Manrope ≈
 * Arial / Liberation Sans / Roboto within 1–4 %; Lora ≈ Times / Liberation Serif bold × 1.09,
 * see globals.css), so lines do not rewrap when the files arrive.
 * (next/font wants literal paths, hence the repetition.)
 */
const bodyCyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  variable: '--font-body-cyrillic',
  adjustFontFallback: false,
  fallback: [],
});

const bodyLatin = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  variable: '--font-body-latin',
  // Not system-ui: on Linux that is DejaVu Sans, 13 % wider than Manrope. Liberation Sans (Arial's
  // metric twin) first: every family a stack names before the one found costs a font lookup on
  // the first layout, and on Linux, where the lab measures us, Arial is missing. No adjusted
  // fallback face of next/font either: its local('Arial') was one more lookup, and plain
  // Arial-metric faces are already within 1 % of Manrope.
  adjustFontFallback: false,
  fallback: ['Liberation Sans', 'Arial', 'Roboto', 'sans-serif'],
});

const displayCyrillic = localFont({
  src: '../../../../node_modules/@fontsource/lora/files/lora-cyrillic-600-normal.woff2',
  weight: '600',
  display: 'swap',
  preload: false,
  variable: '--font-display-cyrillic',
  adjustFontFallback: false,
  fallback: [],
});

const displayLatin = localFont({
  src: '../../../../node_modules/@fontsource/lora/files/lora-latin-600-normal.woff2',
  weight: '600',
  display: 'swap',
  preload: false,
  variable: '--font-display-latin',
  adjustFontFallback: false,
  fallback: ['Lora Fallback', 'Georgia', 'serif'],
});

/** Class names that define the font variables; put on <html>. */
export const fontVariables = [bodyCyrillic, bodyLatin, displayCyrillic, displayLatin]
  .map((f) => f.variable)
  .join(' ');
