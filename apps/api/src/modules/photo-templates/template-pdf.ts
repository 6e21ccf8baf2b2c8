import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';
import type { PaletteColour } from '@kartyna/paint-by-numbers';
import { legendPage, type QrPlace } from './template-legend';

/** PDF points in a millimetre. */
const PT_PER_MM = 72 / 25.4;

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
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  SVGtoPDF(doc, svg, 0, 0, { width, height, assumePt: false, preserveAspectRatio: 'xMidYMid meet' });
  legendPage(doc, palette, head.title, head.companionUrl ? companionQr(head.companionUrl) : null);
  doc.end();
  return done;
}

/**
 * Top right of the legend's first page (A4, whatever the canvas), vector squares (sharp at any
 * printer's resolution), and what its caption says.
 */
export function companionQr(url: string): QrPlace {
  const side = QR_SIDE_MM * PT_PER_MM;
  const a4Width = 595.28;
  const x = a4Width - 40 - side;
  const y = 30;
  return {
    x,
    y,
    side,
    caption: 'Відскануйте, щоб розфарбовувати з телефона',
    draw: (doc) => {
      const { size, dark } = qrSquares(url);
      const module = side / (size + 2 * QR_QUIET);
      doc.save();
      for (const [col, row] of dark)
        doc.rect(x + (col + QR_QUIET) * module, y + (row + QR_QUIET) * module, module, module);
      doc.fill('#000');
      doc.restore();
    },
  };
}
