/**
 * Deterministic placeholder artwork for the demo catalogue: painterly SVG pictures that hint
 * at the product subject. Pure string building; no external references, scripts or images.
 */
import { hashString, mulberry32, pick } from './prng.js';
import { idFor, renderPicture, type PaintPictureInput, type PaintTechnique } from './picture-render.js';
import { darken, escapeXml, f, lighten, linearGradient, mix, roles } from './svg-kit.js';

export type { PaintPictureInput, PaintTechnique } from './picture-render.js';

/** An SVG picture for a product or category. Deterministic for the same input. Default 800×1000. */
export function paintPictureSvg(input: PaintPictureInput): string {
  const w = Math.round(input.width ?? 800);
  const h = Math.round(input.height ?? 1000);
  const { defs, body } = renderPicture(input, 800, 1000);
  const title = escapeXml(input.subject);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice" role="img">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** Convenience for the seeder: the picture of one seed product (numbered for paint-by-numbers). */
export function paintProductSvg(
  product: {
    article: string;
    subject: string;
    palette: string[];
    categoryPath: readonly string[];
    nameUa?: string;
  },
  options: { width?: number; height?: number; numbered?: boolean } = {},
): string {
  const root = product.categoryPath[0];
  const leaf = product.categoryPath[2] ?? product.subject;
  const technique: PaintTechnique =
    root === 'mosaik' ? 'mosaic' : root === 'combo-technique' ? 'combo' : 'paint';
  return paintPictureSvg({
    seed: product.article,
    subject: leaf,
    palette: product.palette,
    technique,
    numbered: options.numbered ?? root === 'picture-by-numbers',
    ...(product.nameUa ? { title: product.nameUa } : {}),
    ...(options.width !== undefined ? { width: options.width } : {}),
    ...(options.height !== undefined ? { height: options.height } : {}),
  });
}

/** A "client work" photo: a finished painting hanging on a wall or standing on an easel. */
export function paintWorkSvg(seed: string, palette: string[]): string {
  const rng = mulberry32(hashString(`work|${seed}`));
  const id = `${idFor(seed)}w`;
  const r = roles(palette);
  const subject = pick(rng, [
    'scenery',
    'sea',
    'flowers',
    'cities',
    'animals',
    'winter',
    'still-life',
    'reproduction',
  ]);
  const art = renderPicture({ seed: `${seed}|art`, subject, palette }, 800, 1000);
  const W = 800;
  const H = 1000;
  const wall = mix(pick(rng, ['#efe6da', '#e4e9e4', '#ece3e8', '#e6e1d6']), r.light, 0.15);
  const easel = rng() < 0.45;
  const pw = easel ? 420 : 460;
  const ph = pw * 1.25;
  const px = (W - pw) / 2 + (rng() - 0.5) * 60;
  const py = easel ? 170 : 150;
  const frame = pick(rng, ['#6b4a2f', '#2f2a26', '#c9a46a', '#f4f1ea']);
  const floorY = easel ? 830 : 880;
  const defs =
    art.defs +
    linearGradient(
      `${id}a`,
      [
        [0, lighten(wall, 0.25)],
        [1, darken(wall, 0.12)],
      ],
      1,
      1,
    ) +
    linearGradient(`${id}b`, [
      [0, '#a57a52'],
      [1, '#6e4b2e'],
    ]) +
    `<filter id="${id}s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>`;
  let body =
    `<rect width="${W}" height="${H}" fill="url(#${id}a)"/>` +
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#${id}b)"/>` +
    `<rect y="${floorY - 6}" width="${W}" height="10" fill="#f4efe6"/>`;
  if (easel) {
    const cx = px + pw / 2;
    body +=
      `<path d="M${f(cx)} 120L${f(cx - 210)} ${H - 40}M${f(cx)} 120L${f(cx + 210)} ${H - 40}M${f(cx)} 120V${H - 80}" stroke="#8a6140" stroke-width="18" stroke-linecap="round"/>` +
      `<rect x="${f(px - 30)}" y="${f(py + ph)}" width="${pw + 60}" height="22" rx="4" fill="#7a5336"/>`;
  }
  body +=
    `<rect x="${f(px + 14)}" y="${f(py + 22)}" width="${pw}" height="${f(ph)}" fill="#000" opacity="0.35" filter="url(#${id}s)"/>` +
    `<rect x="${f(px - 16)}" y="${f(py - 16)}" width="${pw + 32}" height="${f(ph + 32)}" fill="${frame}"/>` +
    `<svg x="${f(px)}" y="${f(py)}" width="${pw}" height="${f(ph)}" viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice">${art.body}</svg>`;
  const potX = easel ? (px > W / 2 - pw / 2 ? 110 : 690) : rng() < 0.5 ? 110 : 690;
  body +=
    `<path d="M${potX - 70} ${floorY - 40}Q${potX - 120} ${floorY - 260} ${potX - 10} ${floorY - 330}M${potX} ${floorY - 40}Q${potX + 20} ${floorY - 250} ${potX + 90} ${floorY - 300}M${potX} ${floorY - 40}V${floorY - 380}" stroke="#4f7942" stroke-width="7" fill="none"/>` +
    `<ellipse cx="${potX - 10}" cy="${floorY - 330}" rx="46" ry="20" fill="#5d8a4a" transform="rotate(-30 ${potX - 10} ${floorY - 330})"/>` +
    `<ellipse cx="${potX + 90}" cy="${floorY - 300}" rx="46" ry="20" fill="#6c9a55" transform="rotate(25 ${potX + 90} ${floorY - 300})"/>` +
    `<ellipse cx="${potX}" cy="${floorY - 380}" rx="22" ry="48" fill="#4f7942"/>` +
    `<path d="M${potX - 60} ${floorY - 60}H${potX + 60}L${potX + 45} ${floorY + 20}H${potX - 45}Z" fill="${mix(r.accent, '#d8c3a5', 0.5)}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">` +
    `<title>${escapeXml(seed)}</title><defs>${defs}</defs>${body}</svg>`
  );
}
