import { fontRuns, legendFaces, type LegendWeight } from './legend-font';

/** One run of text as it went onto the page: its cut of Lora, size and baseline. */
export interface DrawnText {
  text: string;
  face: string;
  size: number;
  x: number;
  /** from the top of the page, in points */
  baseline: number;
}

export interface TextStyle {
  size: number;
  weight?: LegendWeight;
  colour?: string;
  /** figures of one width, so a column of numbers lines up digit under digit */
  tabular?: boolean;
}

export interface LineBox {
  /** the box the line is aligned in; without it the line starts at x */
  width?: number;
  align?: 'left' | 'center' | 'right';
}

/**
 * Writes the legend's text in Lora only, each character in a cut that has it (legend-font.ts),
 * every line placed by its baseline: runs of the Latin and Cyrillic cuts, or of two sizes, on
 * one line sit on one baseline rather than each on the top of its own box. Keeps a record of
 * every run drawn, which the tests read against the fonts' glyph sets.
 */
export class LegendPen {
  readonly drawn: DrawnText[] = [];

  constructor(private readonly doc: PDFKit.PDFDocument) {
    // The fonts as read once for the process (pdfkit takes a fontkit font as it takes a file):
    // read from their files for each PDF, four cuts cost 0.4 s of the worker's time a legend.
    for (const face of legendFaces)
      doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
  }

  width(text: string, style: TextStyle): number {
    return fontRuns(text, style.weight ?? 400).reduce(
      (sum, run) =>
        sum +
        this.doc
          .font(run.face.name)
          .fontSize(style.size)
          .widthOfString(run.text, { features: style.tabular ? ['tnum'] : [] }),
      0,
    );
  }

  line(text: string, x: number, baseline: number, style: TextStyle & LineBox = { size: 10 }): void {
    const { size, weight = 400, colour = '#222', width, align = 'left', tabular = false } = style;
    const features: PDFKit.Mixins.OpenTypeFeatures[] = tabular ? ['tnum'] : [];
    let at = x;
    if (width !== undefined && align !== 'left') {
      const room = width - this.width(text, style);
      at += align === 'center' ? room / 2 : room;
    }
    for (const run of fontRuns(text, weight)) {
      this.doc.font(run.face.name).fontSize(size).fillColor(colour);
      this.doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', features });
      this.drawn.push({ text: run.text, face: run.face.name, size, x: at, baseline });
      at += this.doc.widthOfString(run.text, { features });
    }
  }

  /** Words wrapped into `width`, lines `leading` apart; answers the last line's baseline. */
  paragraph(
    text: string,
    x: number,
    baseline: number,
    style: TextStyle & LineBox & { width: number; leading: number },
  ): number {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, style) > style.width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    lines.forEach((l, i) => this.line(l, x, baseline + i * style.leading, style));
    return baseline + Math.max(0, lines.length - 1) * style.leading;
  }
}
