import sharp from 'sharp';

/** Pixels on the long side of the template's raster: sharper than any phone shows it unzoomed. */
export const OUTLINE_LONG_SIDE_PX = 1600;

/**
 * The printed template drawn once as a PNG, the companion's first look: a phone decodes a PNG
 * off its main thread in a fraction of the time it takes to lay out the SVG's hundreds of paths,
 * so the template shows at once and the SVG itself follows for the deep zoom.
 */
export async function outlineRaster(svg: string, widthMm: number, heightMm: number): Promise<Uint8Array> {
  const longMm = Math.max(widthMm, heightMm);
  // librsvg draws the mm-sized SVG at this many dots an inch: a little over the target, then resized.
  const density = Math.ceil((OUTLINE_LONG_SIDE_PX * 1.25 * 25.4) / longMm);
  const png = await sharp(Buffer.from(svg, 'utf8'), { density })
    .resize(OUTLINE_LONG_SIDE_PX, OUTLINE_LONG_SIDE_PX, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 })
    .toBuffer();
  return new Uint8Array(png);
}

/** Where a template's raster lives: beside its SVG. */
export const outlineKeyOf = (svgKey: string): string => svgKey.replace(/\.svg$/, '') + '-outline.png';
