// sRGB ↔ CIE Lab (D65) and the CIEDE2000 colour difference. Lab is where "how different do two
// paints look" is close to a distance, which is what k-means and region merging need.

const Xn = 0.95047;
const Yn = 1.0;
const Zn = 1.08883;

function toLinearExact(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

// The working image has fractional channels (averages), so a table in 1/16 steps with linear
// interpolation replaces Math.pow, by far the costliest part of converting millions of pixels.
const lutSteps = 16;
const linearLut = Float64Array.from({ length: 255 * lutSteps + 2 }, (_, i) =>
  toLinearExact(Math.min(255, i / lutSteps)),
);

function toLinear(c: number): number {
  const t = Math.min(255, Math.max(0, c)) * lutSteps;
  const i = Math.floor(t);
  const lo = linearLut[i] ?? 0;
  return lo + ((linearLut[i + 1] ?? lo) - lo) * (t - i);
}

function fromLinear(v: number): number {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, Math.round(c * 255)));
}

const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
const fInv = (t: number): number => (t * t * t > 216 / 24389 ? t * t * t : (116 * t - 16) / (24389 / 27));

/** Writes L, a, b of an sRGB colour (channels 0..255, may be fractional) to out[offset..offset+2]. */
export function rgbToLab(
  r: number,
  g: number,
  b: number,
  out: Float32Array | Float64Array,
  offset: number,
): void {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / Xn;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / Yn;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / Zn;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  out[offset] = 116 * fy - 16;
  out[offset + 1] = 500 * (fx - fy);
  out[offset + 2] = 200 * (fy - fz);
}

export function labToRgb(L: number, a: number, b: number): [number, number, number] {
  const fy = (L + 16) / 116;
  const x = fInv(fy + a / 500) * Xn;
  const y = fInv(fy) * Yn;
  const z = fInv(fy - b / 200) * Zn;
  return [
    fromLinear(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    fromLinear(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    fromLinear(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ];
}

export function rgbToHex(rgb: readonly [number, number, number]): string {
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
}

const deg = Math.PI / 180;
const pow25to7 = Math.pow(25, 7);

/** CIEDE2000 ΔE between two Lab colours (Sharma, Wu, Dalal 2005). */
export function deltaE2000(L1: number, a1: number, b1: number, L2: number, a2: number, b2: number): number {
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar7 = Math.pow((C1 + C2) / 2, 7);
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + pow25to7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h1p = C1p === 0 ? 0 : (Math.atan2(b1, a1p) / deg + 360) % 360;
  const h2p = C2p === 0 ? 0 : (Math.atan2(b2, a2p) / deg + 360) % 360;
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp * deg) / 2);
  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hbarp = h1p + h2p < 360 ? hbarp + 360 : hbarp - 360;
    hbarp /= 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbarp - 30) * deg) +
    0.24 * Math.cos(2 * hbarp * deg) +
    0.32 * Math.cos((3 * hbarp + 6) * deg) -
    0.2 * Math.cos((4 * hbarp - 63) * deg);
  const dTheta = 30 * Math.exp(-Math.pow((hbarp - 275) / 25, 2));
  const Cbarp7 = Math.pow(Cbarp, 7);
  const Rc = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + pow25to7));
  const Lm = (Lbarp - 50) * (Lbarp - 50);
  const Sl = 1 + (0.015 * Lm) / Math.sqrt(20 + Lm);
  const Sc = 1 + 0.045 * Cbarp;
  const Sh = 1 + 0.015 * Cbarp * T;
  const Rt = -Math.sin(2 * dTheta * deg) * Rc;
  const l = dLp / Sl;
  const c = dCp / Sc;
  const h = dHp / Sh;
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h);
}
