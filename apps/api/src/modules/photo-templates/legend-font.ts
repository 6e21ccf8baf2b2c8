import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The legend's one family is the shop's serif, Lora (OFL), from its npm package, never the
 * network. The package ships it cut by script: the Cyrillic file has no digits or punctuation
 * (a comma drawn in it was the empty box of «Відскануйте□ щоб», issue #48), the Latin one no
 * Cyrillic. Both cuts share Lora's metrics, so a line drawn from both is one face to the eye.
 */
const cuts = ['latin', 'cyrillic', 'latin-ext', 'cyrillic-ext'] as const;
export type LegendWeight = 400 | 700;

/** What pdfkit reads fonts with: asked here which characters a cut has, and handed to pdfkit. */
interface FontFile {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): unknown;
}
// fontkit is pdfkit's own font reader (no types shipped): resolved through pdfkit, so the
// glyph sets asked are those of the very reader that embeds the font.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  openSync(path: string): FontFile;
};

export interface LegendFace {
  /** the name pdfkit knows it by (doc.registerFont) */
  name: string;
  path: string;
  weight: LegendWeight;
  font: FontFile;
}

const faces: LegendFace[] = ([400, 700] as const).flatMap((weight) =>
  cuts.map((cut) => {
    const path = require.resolve(`@fontsource/lora/files/lora-${cut}-${weight}-normal.woff`);
    return { name: `lora-${cut}-${weight}`, path, weight, font: fontkit.openSync(path) };
  }),
);

export const legendFaces: readonly LegendFace[] = faces;

/** Drawn in place of a character no cut has: a plain mark, never the font's empty box. */
export const MISSING_MARK = '?';

/** The Latin cut of a weight, which has the missing mark. */
function latinOf(weight: LegendWeight): LegendFace {
  const face = faces.find((f) => f.weight === weight && f.name.startsWith('lora-latin-'));
  if (!face) throw new Error(`no Latin cut of Lora ${weight}`);
  return face;
}

/** The first cut (Latin before Cyrillic) of this weight with the character, or null. */
export function faceOf(char: string, weight: LegendWeight): LegendFace | null {
  const codePoint = char.codePointAt(0) ?? 0;
  return faces.find((f) => f.weight === weight && f.font.hasGlyphForCodePoint(codePoint)) ?? null;
}

export interface FontRun {
  face: LegendFace;
  text: string;
}

/**
 * The text cut into runs each drawn with one cut that has every character of it. A space
 * stays in the run it is in (every cut has one), so words are not split needlessly.
 */
export function fontRuns(text: string, weight: LegendWeight): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    if (char === ' ' && last) {
      last.text += char;
      continue;
    }
    const found = faceOf(char, weight);
    const drawn = found ? char : MISSING_MARK;
    const face = found ?? latinOf(weight);
    if (last && last.face === face) last.text += drawn;
    else runs.push({ face, text: drawn });
  }
  return runs;
}
