import sharp from 'sharp';

/** Test images, made on the spot: the repository carries no binary fixtures. */

export const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Left half red, right half blue: shows which way a picture was turned. */
export async function twoTone(width: number, height: number) {
  const half = Math.floor(width / 2);
  const blue = await solid(width - half, height, '#0000ff')
    .png()
    .toBuffer();
  return solid(width, height, '#ff0000').composite([{ input: blue, left: half, top: 0 }]);
}

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, ...payload: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...payload);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A structurally valid HEIC (ftyp heic, one hvc1 item with hvcC and ispe) as an iPhone sends,
 * with a dummy HEVC payload: its header reads fine, its pixels need an HEVC decoder.
 */
export function heicLike(width: number, height: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'));
  // HEVCDecoderConfigurationRecord: Main profile, level 3.1, 4:2:0, 8 bit, no parameter-set arrays.
  const hvcC = box(
    'hvcC',
    Buffer.from([
      1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0,
    ]),
  );
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const payload = Buffer.alloc(64, 0x26);
  const meta = (dataOffset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0])),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(1),
        fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0])),
      ),
      fullBox(
        'iloc',
        0,
        Buffer.from([0x44, 0x00]),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(dataOffset),
        u32(payload.length),
      ),
      box('iprp', box('ipco', hvcC, ispe), fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02]))),
    );
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box('mdat', payload)]);
}

/** A real PNG whose header then claims a huge canvas: the shape of a decompression bomb. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) ... crc(4) after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kartyna${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const imagePart = (
  data: Buffer | string,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): Part => ({
  name: 'image',
  data,
  filename,
  contentType,
});

/**
 * A guest's photo uploaded over HTTP to `origin`, as the photo picture page does: its URL and the
 * upload_owner cookie that makes it the guest's own (orders placed with the photo must carry it).
 */
export async function uploadGuestPhoto(
  origin: string,
  photo: Buffer,
): Promise<{ status: number; imageUrl: string; cookie: string }> {
  const image = multipart([imagePart(photo)]);
  const upload = await fetch(`${origin}/api/server/image-upload`, {
    method: 'POST',
    headers: image.headers,
    body: image.payload,
  });
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const cookie = upload.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: upload.status, imageUrl, cookie };
}
