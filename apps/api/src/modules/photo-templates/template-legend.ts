import type { PaletteColour } from '@kartyna/paint-by-numbers';
import { LegendPen, type TextStyle } from './legend-pen';
import { countOf, decimalComma } from './legend-words';

const MARGIN = 40;
const ink = '#222';
const muted = '#555';

/** Where the companion's QR code stands on the page, its caption under it. */
export interface QrPlace {
  x: number;
  y: number;
  side: number;
  caption: string;
  draw: (doc: PDFKit.PDFDocument) => void;
}

const columns = {
  number: { x: MARGIN, width: 34 },
  swatch: { x: MARGIN + 42, width: 50 },
  hex: { x: MARGIN + 106, width: 70 },
  ml: { x: MARGIN + 180, width: 70 },
  regions: { x: MARGIN + 260, width: 70 },
};

/** The table's head, on every page of it; numbers stand right-aligned under their heads. */
function tableHead(pen: LegendPen, baseline: number): void {
  const style: TextStyle = { size: 9, colour: muted };
  pen.line('Номер', columns.number.x, baseline, style);
  pen.line('Колір', columns.swatch.x, baseline, style);
  pen.line('Код', columns.hex.x, baseline, style);
  pen.line('Фарби, мл', columns.ml.x, baseline, { ...style, width: columns.ml.width, align: 'right' });
  pen.line('Ділянок', columns.regions.x, baseline, {
    ...style,
    width: columns.regions.width,
    align: 'right',
  });
}

/**
 * The legend on A4: its name, the picture's header («Kartyna · Замовлення Ф-1 · 50×60 см ·
 * Преміум»), how many colours and regions, then a row a colour — number, swatch, code, paint
 * in ml with a decimal comma, regions. All of it Lora (LegendPen); the QR code's caption too.
 * Answers the pen, whose record lists every run of text drawn.
 */
export function legendPage(
  doc: PDFKit.PDFDocument,
  palette: PaletteColour[],
  title: string,
  qr: QrPlace | null,
): LegendPen {
  doc.addPage({ size: 'A4', margin: MARGIN });
  const pen = new LegendPen(doc);
  const pageWidth = doc.page.width;
  const textWidth = (qr ? qr.x - 20 : pageWidth - MARGIN) - MARGIN;

  let baseline = qr ? 62 : 56;
  pen.line('Легенда фарб', MARGIN, baseline, { size: 18, weight: 700, colour: ink });
  baseline = pen.paragraph(title, MARGIN, baseline + 20, { size: 10.5, width: textWidth, leading: 14 });
  const regions = palette.reduce((sum, c) => sum + c.regionCount, 0);
  const counts = [
    countOf(palette.length, { one: 'колір', few: 'кольори', many: 'кольорів' }),
    countOf(regions, { one: 'ділянка', few: 'ділянки', many: 'ділянок' }),
  ].join(' · ');
  pen.line(counts, MARGIN, baseline + 16, { size: 10, colour: muted });

  let below = baseline + 16;
  if (qr) {
    qr.draw(doc);
    const captionEnd = pen.paragraph(qr.caption, qr.x - 10, qr.y + qr.side + 9, {
      size: 7,
      colour: ink,
      width: qr.side + 20,
      align: 'center',
      leading: 9,
    });
    below = Math.max(below, captionEnd);
  }

  let head = below + 28;
  tableHead(pen, head);
  let top = head + 8;
  // A premium kit's 36 colours fit on the one page under the QR code; more go on in rows of 12 pt.
  const fits = Math.floor((doc.page.height - MARGIN - top) / Math.max(1, palette.length));
  const rowHeight = Math.max(12, Math.min(18, fits));
  const swatchHeight = rowHeight - 4;
  for (const colour of palette) {
    if (top + rowHeight > doc.page.height - MARGIN) {
      doc.addPage({ size: 'A4', margin: MARGIN });
      head = MARGIN + 10;
      tableHead(pen, head);
      top = head + 8;
    }
    doc
      .rect(columns.swatch.x, top, columns.swatch.width, swatchHeight)
      .lineWidth(0.5)
      .fillAndStroke(colour.hex, '#888');
    // Digits stand 0.7 of the size tall in Lora: the row's baseline centres them on the swatch.
    const rowBaseline = top + swatchHeight / 2 + 3.5;
    const style: TextStyle = { size: 10, colour: ink, tabular: true };
    pen.line(String(colour.number), columns.number.x, rowBaseline, { ...style, weight: 700 });
    pen.line(colour.hex, columns.hex.x, rowBaseline, style);
    pen.line(decimalComma(colour.paintMl), columns.ml.x, rowBaseline, {
      ...style,
      width: columns.ml.width,
      align: 'right',
    });
    pen.line(String(colour.regionCount), columns.regions.x, rowBaseline, {
      ...style,
      width: columns.regions.width,
      align: 'right',
    });
    top += rowHeight;
  }
  return pen;
}
