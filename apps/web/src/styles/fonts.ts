import localFont from 'next/font/local';

/*
 * Headings are set in Lora, from its npm package and served from our own origin. Fontsource ships one
 * file per script, so each script is its own family and the CSS stack lists Cyrillic first, Latin
 * second: the browser takes every glyph from the first family that has it.
 *
 * Body text has no web font: it is set in the system's own face (globals.css, --font-body). Manrope
 * was the heaviest part of the first load on a phone: two variable-font files (39 kB) at the highest
 * priority beside the first pictures, and a re-layout of every line of body text as each arrived.
 * Without it, on the same host and interleaved, Lighthouse's product medians went from 91 to 98 and
 * the catalogue's from 93 to 95 (docs/benchmarks.md, "Session 8: body text without a web font").
 *
 * Not preloaded, on purpose: Chrome hides text whose preloaded font is still on its way, and
 * holds the new page's frames until something it counts as content is painted — on a busy
 * phone up to a second per hold (docs/benchmarks.md, "The one-second gap"). Headings are drawn at
 * once in a fallback measured to take the same room as Lora in Ukrainian (Times / Liberation Serif
 * bold × 1.09, see globals.css).
 *
 * `optional`, not `swap`: a file that misses the first ~100 ms is not swapped in on this page (it
 * is kept for the next one). No fallback takes exactly Lora's room in every heading — Latin
 * letters and digits run 3–12 % wider — so a late swap rewrapped a product's name and moved the
 * page below it (e2e/late-fonts.spec.ts; issue #26 asks for CLS 0).
 * (next/font wants literal paths, hence the repetition.)
 */
const displayCyrillic = localFont({
  src: '../../../../node_modules/@fontsource/lora/files/lora-cyrillic-600-normal.woff2',
  weight: '600',
  display: 'optional',
  preload: false,
  variable: '--font-display-cyrillic',
  adjustFontFallback: false,
  fallback: [],
});

const displayLatin = localFont({
  src: '../../../../node_modules/@fontsource/lora/files/lora-latin-600-normal.woff2',
  weight: '600',
  display: 'optional',
  preload: false,
  variable: '--font-display-latin',
  adjustFontFallback: false,
  fallback: ['Lora Fallback', 'Georgia', 'serif'],
});

/** Class names that define the font variables; put on <html>. */
export const fontVariables = [displayCyrillic, displayLatin].map((f) => f.variable).join(' ');
