import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';
import type { PaletteColour } from '@kartyna/paint-by-numbers';

const require = createRequire(import.meta.url);
/** PDF points in a millimetre. */
const PT_PER_MM = 72 / 25.4;
/**
 * The legend's words are Ukrainian: the PDF's built-in fonts have no Cyrillic, so the shop's own
 * serif (Lora, OFL, from the npm package, never the network) writes them; digits stay Helvetica.
 */
const cyrillicFont = require.resolve('@fontsource/lora/files/lora-cyrillic-400-normal.woff');

export interface PdfHead {
  title: string;
  widthMm: number;
  heightMm: number;
  /** the painting companion's address: a QR code of it goes on the legend page */
  companionUrl?: string;
}

/** The QR code's side on paper: a phone reads it from arm's length, and it leaves the legend room. */
export const QR_SIDE_MM = 30;
/** White modules around the code, as the standard asks, so a reader finds its edges. */
const QR_QUIET = 4;

/**
 * The dark modules of the companion address's QR code (medium error correction: a paint smudge
 * on the sheet still reads), as [column, row] in modules, and the side in modules without the
 * quiet zone. The PDF draws exactly these squares; the test decodes the same ones.
 */
export function qrSquares(url: string): { size: number; dark: [number, number][] } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const dark: [number, number][] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) dark.push([col, row]);
  return { size: modules.size, dark };
}

/**
 * The print shop's file: page 1 is the canvas at its real size (the outline template with its
 * numbers, vector), page 2 the legend on A4 — number, swatch, hex, paint in ml, regions.
 */
export async function templatePdf(svg: string, palette: PaletteColour[], head: PdfHead): Promise<Buffer> {
  const width = head.widthMm * PT_PER_MM;
  const height = head.heightMm * PT_PER_MM;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: head.title, Creator: 'Kartyna' },
  });
  doc.registerFont('uk', cyrillicFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  SVGtoPDF(doc, svg, 0, 0, { width, height, assumePt: false, preserveAspectRatio: 'xMidYMid meet' });
  legendPage(doc, palette, head);
  if (head.companionUrl) companionQr(doc, head.companionUrl);
  doc.end();
  return done;
}

/** Top right of the legend's first page, vector squares (sharp at any printer's resolution). */
function companionQr(doc: PDFKit.PDFDocument, url: string): void {
  const { size, dark } = qrSquares(url);
  const side = QR_SIDE_MM * PT_PER_MM;
  const module = side / (size + 2 * QR_QUIET);
  const x0 = doc.page.width - 40 - side;
  const y0 = 30;
  doc.save();
  for (const [col, row] of dark)
    doc.rect(x0 + (col + QR_QUIET) * module, y0 + (row + QR_QUIET) * module, module, module);
  doc.fill('#000');
  doc.restore();
  doc
    .font('uk')
    .fontSize(7)
    .fillColor('#222')
    .text('Відскануйте, щоб розфарбовувати з телефона', x0 - 10, y0 + side + 2, {
      width: side + 20,
      align: 'center',
    });
}

function legendPage(doc: PDFKit.PDFDocument, palette: PaletteColour[], head: PdfHead): void {
  doc.addPage({ size: 'A4', margin: 40 });
  const left = 40;
  // The companion's QR code takes the top right corner: the table starts below it.
  let y = head.companionUrl ? 50 : 40;
  doc.font('uk').fontSize(16).fillColor('#222').text('Легенда фарб', left, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(head.title, left + 140, y + 4, { width: 250 });
  y += 30;
  // The Cyrillic face has no digits or punctuation, Helvetica no Cyrillic: each writes its own part.
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${head.widthMm / 10} x ${head.heightMm / 10}`, left, y, { continued: true })
    .font('uk')
    .text(' см', { continued: true })
    .font('Helvetica')
    .text(`, ${palette.length}`, { continued: true })
    .font('uk')
    .text(' кольорів');
  y += 24;
  const columns = { number: left, swatch: left + 40, hex: left + 110, ml: left + 200, regions: left + 290 };
  doc.font('uk').fontSize(10).fillColor('#555');
  doc.text('Номер', columns.number, y);
  doc.text('Колір', columns.swatch, y);
  doc.text('Код', columns.hex, y);
  doc.text('Мл фарби', columns.ml, y);
  doc.text('Ділянок', columns.regions, y);
  y += 18;
  const rowHeight = palette.length > 36 ? 14 : 18;
  for (const colour of palette) {
    if (y + rowHeight > doc.page.height - 40) {
      doc.addPage({ size: 'A4', margin: 40 });
      y = 40;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#222')
      .text(String(colour.number), columns.number, y + 2);
    doc
      .rect(columns.swatch, y, 50, rowHeight - 4)
      .lineWidth(0.5)
      .fillAndStroke(colour.hex, '#888');
    doc.font('Helvetica').fontSize(10).fillColor('#222');
    doc.text(colour.hex, columns.hex, y + 2);
    doc.text(colour.paintMl.toFixed(1), columns.ml, y + 2);
    doc.text(String(colour.regionCount), columns.regions, y + 2);
    y += rowHeight;
  }
}
