/** Decorative, figure and product-like scenes for the placeholder painter. */
import { GREEN, landscape, sky, table, type Scene } from './painter-scenes.js';
import { darken, f, lighten, linearGradient, mix, radialGradient, ridge, type Shape } from './svg-kit.js';

const GOLD = '#d4af37';

export const abstract: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, lighten(r.light, 0.45), mix(r.light, r.light2, 0.45));
  const metal = mix(r.warm, GOLD, 0.7);
  const spots: [number, number, number][] = [
    [w * (0.3 + rng() * 0.1), h * (0.28 + rng() * 0.08), 170 + rng() * 50],
    [w * (0.65 + rng() * 0.1), h * (0.52 + rng() * 0.08), 150 + rng() * 50],
    [w * (0.35 + rng() * 0.1), h * (0.78 + rng() * 0.06), 120 + rng() * 40],
  ];
  spots.forEach(([x, y, rad], i) => {
    out.push({
      el: 'circle',
      a: `cx="${f(x)}" cy="${f(y)}" r="${f(rad)}"`,
      fill: r.at(i + 1),
      op: 0.9,
      label: [x, y],
    });
    for (let k = 1; k <= 2; k++) {
      const rr = rad + 22 * k;
      const a0 = rng() * 6.28;
      const a1 = a0 + 1.4 + rng() * 1.6;
      out.push({
        el: 'path',
        a: `d="M${f(x + Math.cos(a0) * rr)} ${f(y + Math.sin(a0) * rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + Math.cos(a1) * rr)} ${f(y + Math.sin(a1) * rr)}"`,
        fill: 'none',
        stroke: k === 1 ? metal : r.darkest,
        sw: k === 1 ? 7 : 3,
      });
    }
  });
  const hx = w * (0.6 + rng() * 0.15);
  const hy = h * (0.2 + rng() * 0.05);
  out.push({
    el: 'path',
    a: `d="M${f(hx - 120)} ${f(hy)}A120 120 0 0 1 ${f(hx + 120)} ${f(hy)}Z"`,
    fill: r.accent,
    op: 0.92,
    label: [hx, hy - 50],
  });
  out.push({
    el: 'rect',
    a: `x="${f(w * 0.08)}" y="${f(h * 0.5)}" width="${f(w * 0.3)}" height="${f(h * 0.16)}" transform="rotate(-12 ${f(w * 0.23)} ${f(h * 0.58)})"`,
    fill: r.at(4),
    op: 0.75,
    label: [w * 0.23, h * 0.58],
  });
  out.push({
    el: 'path',
    a: `d="M${f(w * 0.05)} ${f(h * 0.92)}L${f(w * 0.95)} ${f(h * 0.4)}"`,
    fill: 'none',
    stroke: metal,
    sw: 4,
  });
  for (let i = 0; i < 16; i++) {
    out.push({
      el: 'circle',
      a: `cx="${f(w * 0.72 + (i % 4) * 26)}" cy="${f(h * 0.8 + Math.floor(i / 4) * 26)}" r="5"`,
      fill: r.darkest,
      detail: true,
    });
  }
  return out;
};

export const goldenTree: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  const gold = mix(r.warm, GOLD, 0.65);
  sky(c, out, darken(r.darkest, 0.3), mix(r.dark, r.cool, 0.35));
  const g = ridge(rng, w, h, h * 0.83, 15, 1);
  out.push({
    el: 'path',
    a: `d="${g.d}"`,
    fill: darken(mix(r.dark, GREEN, 0.3), 0.3),
    label: [w * 0.2, h * 0.92],
  });
  const tx = w * 0.5;
  const ty = g.yAt(tx) + 10;
  const trunk = darken(mix(gold, '#5a3b1c', 0.6), 0.1);
  out.push({
    el: 'path',
    a: `d="M${f(tx - 40)} ${f(ty)}C${f(tx - 20)} ${f(ty - 150)} ${f(tx - 30)} ${f(h * 0.5)} ${f(tx - 8)} ${f(h * 0.42)}L${f(tx + 8)} ${f(h * 0.42)}C${f(tx + 30)} ${f(h * 0.5)} ${f(tx + 20)} ${f(ty - 150)} ${f(tx + 40)} ${f(ty)}Z"`,
    fill: trunk,
    label: [tx, ty - 80],
  });
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI * (0.1 + (0.8 * i) / 5);
    const len = 170 + rng() * 80;
    out.push({
      el: 'path',
      a: `d="M${f(tx)} ${f(h * 0.5)}Q${f(tx + Math.cos(a) * len * 0.4)} ${f(h * 0.45)} ${f(tx + Math.cos(a) * len)} ${f(h * 0.45 + Math.sin(a) * len * 0.8)}"`,
      fill: 'none',
      stroke: trunk,
      sw: 12 - (i % 3) * 3,
    });
  }
  const shades = [gold, lighten(gold, 0.3), darken(gold, 0.2), r.accent, lighten(r.warm, 0.2)];
  for (let i = 0; i < 90; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng());
    const x = tx + Math.cos(a) * d * 290;
    const y = h * 0.33 + Math.sin(a) * d * 220;
    out.push({
      el: 'circle',
      a: `cx="${f(x)}" cy="${f(y)}" r="${f(9 + rng() * 16)}"`,
      fill: shades[i % shades.length] ?? gold,
      op: 0.92,
      detail: i > 12,
      label: [x, y],
    });
  }
  return out;
};

export const figure: Scene = (c) => {
  const out = landscape(c);
  const { rng, w, h, r } = c;
  const x = w * (0.35 + rng() * 0.3);
  const y = h * 0.93;
  out.push({
    el: 'path',
    a: `d="M${f(x - 8)} ${f(y - 120)}L${f(x - 14)} ${f(y)}M${f(x + 8)} ${f(y - 120)}L${f(x + 12)} ${f(y)}"`,
    fill: 'none',
    stroke: r.darkest,
    sw: 7,
  });
  out.push({
    el: 'path',
    a: `d="M${f(x)} ${f(y - 300)}L${f(x - 70)} ${f(y - 110)}L${f(x + 70)} ${f(y - 110)}Z"`,
    fill: r.accent,
    label: [x, y - 160],
  });
  out.push({
    el: 'circle',
    a: `cx="${f(x)}" cy="${f(y - 320)}" r="30"`,
    fill: darken(r.warm, 0.5),
    label: [x, y - 320],
  });
  const uy = y - 395;
  out.push({
    el: 'path',
    a: `d="M${f(x + 18)} ${f(y - 250)}V${f(uy)}"`,
    fill: 'none',
    stroke: r.darkest,
    sw: 4,
  });
  out.push({
    el: 'path',
    a: `d="M${f(x - 112)} ${f(uy)}A130 95 0 0 1 ${f(x + 148)} ${f(uy)}Q${f(x + 115)} ${f(uy - 14)} ${f(x + 83)} ${f(uy)}Q${f(x + 50)} ${f(uy - 14)} ${f(x + 18)} ${f(uy)}Q${f(x - 15)} ${f(uy - 14)} ${f(x - 47)} ${f(uy)}Q${f(x - 80)} ${f(uy - 14)} ${f(x - 112)} ${f(uy)}Z"`,
    fill: mix(r.cool, r.accent, 0.3),
    label: [x + 18, uy - 50],
  });
  return out;
};

export const supplies: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, lighten(r.light, 0.5), mix(r.light, '#e9dfcf', 0.5));
  const wood = '#d9b48f';
  const px = w * 0.48;
  const py = h * 0.52;
  out.push({
    el: 'path',
    a: `d="M${f(px - 300)} ${f(py)}C${f(px - 300)} ${f(py - 260)} ${f(px + 260)} ${f(py - 300)} ${f(px + 300)} ${f(py - 60)}C${f(px + 330)} ${f(py + 120)} ${f(px + 120)} ${f(py + 40)} ${f(px + 90)} ${f(py + 140)}C${f(px + 60)} ${f(py + 260)} ${f(px - 300)} ${f(py + 250)} ${f(px - 300)} ${f(py)}ZM${f(px + 150)} ${f(py + 30)}a35 28 0 1 0 1 0Z" fill-rule="evenodd"`,
    fill: wood,
    label: [px - 40, py + 150],
  });
  const colors = c.r.byLight;
  for (let i = 0; i < 6; i++) {
    const a = Math.PI * (0.95 + i * 0.22);
    const bx = px - 40 + Math.cos(a) * 210;
    const by = py - 20 + Math.sin(a) * 150;
    out.push({
      el: 'ellipse',
      a: `cx="${f(bx)}" cy="${f(by)}" rx="${f(34 + rng() * 10)}" ry="${f(26 + rng() * 8)}"`,
      fill: colors[i % colors.length] ?? r.accent,
      label: [bx, by],
    });
  }
  const bx = w * 0.2;
  const by = h * 0.83;
  const rot = -32;
  out.push({
    el: 'rect',
    a: `x="${f(bx)}" y="${f(by - 12)}" width="420" height="24" rx="12" transform="rotate(${rot} ${f(bx)} ${f(by)})"`,
    fill: r.darkest,
    label: [bx + 150, by - 90],
  });
  out.push({
    el: 'rect',
    a: `x="${f(bx + 420)}" y="${f(by - 14)}" width="70" height="28" transform="rotate(${rot} ${f(bx)} ${f(by)})"`,
    fill: '#b9bec6',
    detail: true,
  });
  out.push({
    el: 'path',
    a: `d="M${f(bx + 490)} ${f(by - 16)}Q${f(bx + 560)} ${f(by - 10)} ${f(bx + 580)} ${f(by)}Q${f(bx + 560)} ${f(by + 10)} ${f(bx + 490)} ${f(by + 16)}Z" transform="rotate(${rot} ${f(bx)} ${f(by)})"`,
    fill: r.accent,
    detail: true,
  });
  const tx = w * 0.62;
  const ty = h * 0.86;
  out.push({
    el: 'rect',
    a: `x="${f(tx)}" y="${f(ty - 40)}" width="230" height="80" rx="10" transform="rotate(8 ${f(tx)} ${f(ty)})"`,
    fill: '#f1f1ee',
    label: [tx + 40, ty + 10],
  });
  out.push({
    el: 'rect',
    a: `x="${f(tx + 70)}" y="${f(ty - 40)}" width="90" height="80" transform="rotate(8 ${f(tx)} ${f(ty)})"`,
    fill: r.warm,
    detail: true,
  });
  out.push({
    el: 'rect',
    a: `x="${f(tx - 50)}" y="${f(ty - 24)}" width="50" height="48" rx="6" transform="rotate(8 ${f(tx)} ${f(ty)})"`,
    fill: r.darkest,
    detail: true,
  });
  return out;
};

export const homeGood =
  (kind: 'candle' | 'pot'): Scene =>
  (c) => {
    const { rng, w, h, r } = c;
    const out: Shape[] = [];
    const x = w * 0.5;
    if (kind === 'candle') {
      sky(c, out, darken(mix(r.dark, '#3b2a20', 0.5), 0.3), mix(r.mid, '#8a5a3c', 0.4));
      table(c, out, h * 0.72, mix(r.mid, '#7b4a2d', 0.5));
      c.defs.push(
        radialGradient(`${c.id}c`, [
          [0, '#ffd27a', 0.85],
          [1, '#ffb347', 0],
        ]),
      );
      out.push({
        el: 'circle',
        a: `cx="${f(x)}" cy="${f(h * 0.38)}" r="260"`,
        fill: `url(#${c.id}c)`,
        detail: true,
      });
      const body = lighten(r.light, 0.5);
      out.push({
        el: 'rect',
        a: `x="${f(x - 110)}" y="${f(h * 0.46)}" width="220" height="${f(h * 0.32)}" rx="14"`,
        fill: body,
        label: [x, h * 0.62],
      });
      out.push({
        el: 'ellipse',
        a: `cx="${f(x)}" cy="${f(h * 0.46)}" rx="110" ry="24"`,
        fill: darken(body, 0.08),
        detail: true,
      });
      out.push({
        el: 'rect',
        a: `x="${f(x - 110)}" y="${f(h * 0.56)}" width="220" height="80"`,
        fill: r.accent,
        label: [x, h * 0.6],
      });
      out.push({
        el: 'path',
        a: `d="M${f(x)} ${f(h * 0.3)}C${f(x + 35)} ${f(h * 0.37)} ${f(x + 28)} ${f(h * 0.44)} ${f(x)} ${f(h * 0.445)}C${f(x - 28)} ${f(h * 0.44)} ${f(x - 35)} ${f(h * 0.37)} ${f(x)} ${f(h * 0.3)}Z"`,
        fill: '#ffc94a',
        label: [x, h * 0.41],
      });
      return out;
    }
    sky(c, out, lighten(r.light, 0.45), mix(r.light2, r.light, 0.5));
    table(c, out, h * 0.78, mix(r.mid, '#c8a27a', 0.5));
    const leaf = darken(mix(r.dark, GREEN, 0.6), 0.1);
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI * (0.1 + (0.8 * i) / 8);
      const len = 200 + rng() * 120;
      const lx = x + Math.cos(a) * len * 0.6;
      const ly = h * 0.52 + Math.sin(a) * len * 0.7;
      out.push({
        el: 'path',
        a: `d="M${f(x)} ${f(h * 0.55)}Q${f((x + lx) / 2)} ${f(ly + 40)} ${f(lx)} ${f(ly)}"`,
        fill: 'none',
        stroke: leaf,
        sw: 5,
        detail: true,
      });
      out.push({
        el: 'ellipse',
        a: `cx="${f(lx)}" cy="${f(ly)}" rx="70" ry="32" transform="rotate(${f((a * 180) / Math.PI)} ${f(lx)} ${f(ly)})"`,
        fill: i % 2 ? leaf : mix(leaf, '#a3b18a', 0.35),
        label: [lx, ly],
      });
    }
    c.defs.push(
      linearGradient(
        `${c.id}k`,
        [
          [0, lighten(r.accent, 0.15)],
          [1, darken(r.accent, 0.25)],
        ],
        1,
        0,
      ),
    );
    out.push({
      el: 'path',
      a: `d="M${f(x - 170)} ${f(h * 0.54)}L${f(x + 170)} ${f(h * 0.54)}L${f(x + 125)} ${f(h * 0.84)}L${f(x - 125)} ${f(h * 0.84)}Z"`,
      fill: `url(#${c.id}k)`,
      label: [x, h * 0.7],
    });
    out.push({
      el: 'rect',
      a: `x="${f(x - 185)}" y="${f(h * 0.52)}" width="370" height="40" rx="8"`,
      fill: darken(r.accent, 0.1),
      label: [x - 120, h * 0.545],
    });
    out.push({
      el: 'path',
      a: `d="M${f(x - 140)} ${f(h * 0.66)}Q${f(x)} ${f(h * 0.7)} ${f(x + 140)} ${f(h * 0.66)}"`,
      fill: 'none',
      stroke: lighten(r.light, 0.5),
      sw: 6,
      detail: true,
    });
    return out;
  };
