/** Plant scenes for the placeholder painter: a bouquet, sunflowers in a vase, kalyna at a window, a lit fir. */
import { GREEN, sky, table, type Scene, type SceneCtx } from './painter-scenes.js';
import { darken, f, lighten, mix, type Shape } from './svg-kit.js';

/** All petals of one ring as a single path of elliptical arcs. */
function petals(x: number, y: number, len: number, width: number, n: number, rot: number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = rot + ((Math.PI * 2) / n) * i;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const deg = f((a * 180) / Math.PI);
    const x1 = x + cos * len * 0.05;
    const y1 = y + sin * len * 0.05;
    const x2 = x + cos * len;
    const y2 = y + sin * len;
    const rx = f(len * 0.475);
    const ry = f(width);
    d += `M${f(x1)} ${f(y1)}A${rx} ${ry} ${deg} 0 1 ${f(x2)} ${f(y2)}A${rx} ${ry} ${deg} 0 1 ${f(x1)} ${f(y1)}Z`;
  }
  return d;
}

function bloom(
  c: SceneCtx,
  out: Shape[],
  x: number,
  y: number,
  rad: number,
  color: string,
  center: string,
): void {
  const n = 6 + Math.floor(c.rng() * 4);
  const rot = c.rng() * Math.PI;
  out.push({
    el: 'path',
    a: `d="${petals(x, y, rad, rad * 0.28, n, rot)}"`,
    fill: color,
    label: [x + Math.cos(rot) * rad * 0.6, y + Math.sin(rot) * rad * 0.6],
  });
  out.push({
    el: 'path',
    a: `d="${petals(x, y, rad * 0.62, rad * 0.2, n, rot + Math.PI / n)}"`,
    fill: lighten(color, 0.3),
    detail: true,
  });
  out.push({ el: 'circle', a: `cx="${f(x)}" cy="${f(y)}" r="${f(rad * 0.2)}"`, fill: center, label: [x, y] });
}

/** Flowers in a vase; the petals and hearts take the palette's colours unless given. */
function bouquet(c: SceneCtx, petalColors?: readonly string[], heart?: string): Shape[] {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, lighten(r.light, 0.3), mix(r.light2, r.light, 0.4));
  table(c, out, h * 0.8, mix(r.mid, r.light, 0.35));
  const cx = w * (0.42 + rng() * 0.16);
  const base = h * 0.86;
  const vase = mix(r.cool, r.dark, 0.3);
  const neck = base - 250;
  const stem = darken(mix(r.dark, GREEN, 0.6), 0.15);
  const heads: [number, number][] = [];
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI * (0.12 + (0.76 * i) / 6) + (rng() - 0.5) * 0.2;
    const d = 170 + rng() * 120;
    heads.push([cx + Math.cos(a) * d * 1.15, neck - 60 + Math.sin(a) * d]);
  }
  for (const [hx, hy] of heads) {
    out.push({
      el: 'path',
      a: `d="M${f(cx)} ${f(neck + 20)}Q${f((cx + hx) / 2)} ${f(neck - 20)} ${f(hx)} ${f(hy)}"`,
      fill: 'none',
      stroke: stem,
      sw: 5,
    });
  }
  for (let i = 0; i < 5; i++) {
    const lx = cx + (rng() - 0.5) * 260;
    const ly = neck - 40 - rng() * 120;
    out.push({
      el: 'ellipse',
      a: `cx="${f(lx)}" cy="${f(ly)}" rx="46" ry="16" transform="rotate(${f(rng() * 180)} ${f(lx)} ${f(ly)})"`,
      fill: mix(stem, GREEN, 0.4),
      label: [lx, ly],
    });
  }
  out.push({
    el: 'path',
    a: `d="M${f(cx - 55)} ${f(base)}C${f(cx - 120)} ${f(base - 90)} ${f(cx - 110)} ${f(base - 190)} ${f(cx - 35)} ${f(neck + 25)}L${f(cx - 42)} ${f(neck)}L${f(cx + 42)} ${f(neck)}L${f(cx + 35)} ${f(neck + 25)}C${f(cx + 110)} ${f(base - 190)} ${f(cx + 120)} ${f(base - 90)} ${f(cx + 55)} ${f(base)}Z"`,
    fill: vase,
    label: [cx, base - 110],
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(cx - 45)}" cy="${f(base - 120)}" rx="12" ry="50"`,
    fill: lighten(vase, 0.4),
    op: 0.6,
    detail: true,
  });
  const petals = petalColors ?? [r.accent, r.warm, mix(r.accent, '#ffffff', 0.35), r.at(2)];
  heads.forEach(([hx, hy], i) =>
    bloom(
      c,
      out,
      hx,
      hy,
      60 + rng() * 25,
      petals[i % petals.length] ?? r.accent,
      heart ?? mix(r.warm, '#f2c230', 0.5),
    ),
  );
  return out;
}

export const flowers: Scene = (c) => bouquet(c);

/** "Соняшники у вазі" must show sunflowers whatever the palette: yellow petals, brown hearts. */
export const sunflowers: Scene = (c) => bouquet(c, ['#f2c230', '#e8a317', '#f5b800', '#dca11d'], '#5b3a1e');

/** Red berry clusters of kalyna on a leafy branch, in front of a window. */
export const kalyna: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, mix(r.light, '#efe3cf', 0.5), darken(mix(r.light, '#d9c7a8', 0.5), 0.08));
  const frame = mix(r.warm, '#f4efe6', 0.75);
  const glassTop = mix(r.cool, '#9cc3e4', 0.6);
  c.defs.push(
    `<linearGradient id="${c.id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glassTop}"/><stop offset="1" stop-color="${lighten(glassTop, 0.55)}"/></linearGradient>`,
  );
  const wx = w * 0.14;
  const wy = h * 0.1;
  const ww = w * 0.72;
  const wh = h * 0.62;
  out.push({
    el: 'rect',
    a: `x="${f(wx - 24)}" y="${f(wy - 24)}" width="${f(ww + 48)}" height="${f(wh + 48)}"`,
    fill: frame,
    label: [wx - 8, wy + wh / 2],
  });
  out.push({
    el: 'rect',
    a: `x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}"`,
    fill: `url(#${c.id}g)`,
    label: [wx + ww * 0.25, wy + wh * 0.15],
  });
  out.push({
    el: 'rect',
    a: `x="${f(wx + ww / 2 - 10)}" y="${f(wy)}" width="20" height="${f(wh)}"`,
    fill: frame,
    detail: true,
  });
  out.push({
    el: 'rect',
    a: `x="${f(wx)}" y="${f(wy + wh * 0.4)}" width="${f(ww)}" height="18"`,
    fill: frame,
    detail: true,
  });
  out.push({
    el: 'rect',
    a: `x="${f(wx - 50)}" y="${f(wy + wh + 20)}" width="${f(ww + 100)}" height="34"`,
    fill: darken(frame, 0.12),
    label: [w / 2, wy + wh + 37],
  });
  const wood = mix(r.darkest, '#5b3a24', 0.6);
  const branch = (x1: number, y1: number, x2: number, y2: number, width: number): void => {
    out.push({
      el: 'path',
      a: `d="M${f(x1)} ${f(y1)}Q${f((x1 + x2) / 2)} ${f((y1 + y2) / 2 - 40)} ${f(x2)} ${f(y2)}"`,
      fill: 'none',
      stroke: wood,
      sw: width,
    });
  };
  branch(-20, h * 0.95, w * 0.55, h * 0.45, 16);
  branch(w * 0.3, h * 0.72, w * 0.92, h * 0.5, 10);
  branch(w * 0.2, h * 0.82, w * 0.15, h * 0.4, 9);
  const leaf = mix(GREEN, r.cool, 0.2);
  for (let i = 0; i < 10; i++) {
    const lx = w * (0.08 + rng() * 0.84);
    const ly = h * (0.38 + rng() * 0.5);
    const rot = f(rng() * 180);
    out.push({
      el: 'path',
      a: `d="M${f(lx)} ${f(ly)}c-30 -20 -60 -10 -70 -40c24 -6 34 -2 44 8c-6 -26 2 -44 26 -56c24 12 32 30 26 56c10 -10 20 -14 44 -8c-10 30 -40 20 -70 40z" transform="rotate(${rot} ${f(lx)} ${f(ly)})"`,
      fill: i % 2 ? leaf : darken(leaf, 0.15),
      label: [lx, ly - 20],
    });
  }
  const berry = ['#c8102e', '#a50e24', '#e0312f'];
  for (const [cx, cy] of [
    [w * 0.5, h * 0.52],
    [w * 0.78, h * 0.58],
    [w * 0.22, h * 0.6],
    [w * 0.36, h * 0.78],
  ] as const) {
    for (let k = 0; k < 16; k++) {
      const a = rng() * Math.PI * 2;
      const d = Math.sqrt(rng()) * 62;
      const bx = cx + Math.cos(a) * d;
      const by = cy + 40 + Math.sin(a) * d * 0.8;
      out.push({
        el: 'circle',
        a: `cx="${f(bx)}" cy="${f(by)}" r="${f(15 + rng() * 5)}"`,
        fill: berry[k % berry.length] ?? '#c8102e',
        label: [bx, by],
      });
      out.push({
        el: 'circle',
        a: `cx="${f(bx - 5)}" cy="${f(by - 5)}" r="4"`,
        fill: '#ffffff',
        op: 0.6,
        detail: true,
      });
    }
  }
  return out;
};

/** A fir hung with lights and baubles on a winter night: New Year's lights, tree toys. */
export const festiveTree: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, darken(mix(r.cool, '#1b2a4a', 0.7), 0.2), mix(r.cool, '#3d5f8f', 0.5));
  table(c, out, h * 0.86, '#eef3fa');
  const fir = darken(mix(GREEN, '#1f4d3a', 0.6), 0.1);
  const cx = w * 0.5;
  for (let k = 0; k < 4; k++) {
    const top = h * (0.12 + k * 0.16);
    const half = w * (0.14 + k * 0.07);
    const base = top + h * 0.26;
    out.push({
      el: 'polygon',
      a: `points="${f(cx)},${f(top)} ${f(cx + half)},${f(base)} ${f(cx - half)},${f(base)}"`,
      fill: k % 2 ? fir : lighten(fir, 0.08),
      label: [cx, base - h * 0.06],
    });
  }
  out.push({
    el: 'rect',
    a: `x="${f(cx - 30)}" y="${f(h * 0.86 - 10)}" width="60" height="60"`,
    fill: '#6b4a2f',
    label: [cx, h * 0.89],
  });
  out.push({
    el: 'polygon',
    a: `points="${f(cx)},${f(h * 0.06)} ${f(cx + 26)},${f(h * 0.13)} ${f(cx - 26)},${f(h * 0.13)}"`,
    fill: '#f2c230',
    label: [cx, h * 0.11],
  });
  const lights = ['#ffd27a', '#ff6b6b', '#7ad7ff', '#b8f28a', lighten(r.accent, 0.3)];
  for (let i = 0; i < 46; i++) {
    const y = h * (0.16 + rng() * 0.68);
    const spread = w * (0.04 + ((y / h - 0.14) / 0.72) * 0.32);
    const x = cx + (rng() - 0.5) * 2 * spread;
    const big = i % 6 === 0;
    out.push({
      el: 'circle',
      a: `cx="${f(x)}" cy="${f(y)}" r="${big ? 16 : 7}"`,
      fill: lights[i % lights.length] ?? '#ffd27a',
      detail: !big,
      ...(big ? { label: [x, y] as const } : {}),
    });
  }
  for (let i = 0; i < 60; i++) {
    out.push({
      el: 'circle',
      a: `cx="${f(rng() * w)}" cy="${f(rng() * h * 0.85)}" r="${f(1.5 + rng() * 2.5)}"`,
      fill: '#ffffff',
      op: 0.8,
      detail: true,
    });
  }
  return out;
};
