/** Home goods whose picture must show the thing itself: a round rattan mirror, a cushion. */
import { GREEN, sky, type Scene } from './painter-scenes.js';
import { darken, f, lighten, mix, radialGradient, type Shape } from './svg-kit.js';

/** A round mirror in a woven rattan frame on a light wall, a plant's leaves reflected in it. */
export const mirror: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, lighten(r.light, 0.55), mix(r.light2, '#e9e2d6', 0.6));
  const x = w * 0.5;
  const y = h * 0.46;
  const R = w * 0.36;
  const rattan = mix('#c49a62', r.warm, 0.15);
  // The frame: a wide ring, then woven rings and spokes over it.
  out.push({
    el: 'circle',
    a: `cx="${f(x)}" cy="${f(y + 18)}" r="${f(R + 46)}"`,
    fill: '#000',
    op: 0.12,
    detail: true,
  });
  out.push({
    el: 'circle',
    a: `cx="${f(x)}" cy="${f(y)}" r="${f(R + 44)}"`,
    fill: rattan,
    label: [x, y - R - 22],
  });
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const x1 = x + Math.cos(a) * (R + 4);
    const y1 = y + Math.sin(a) * (R + 4);
    const x2 = x + Math.cos(a + 0.05) * (R + 42);
    const y2 = y + Math.sin(a + 0.05) * (R + 42);
    out.push({
      el: 'path',
      a: `d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}"`,
      fill: 'none',
      stroke: darken(rattan, 0.25),
      sw: 3,
      detail: true,
    });
  }
  out.push({
    el: 'circle',
    a: `cx="${f(x)}" cy="${f(y)}" r="${f(R + 24)}"`,
    fill: 'none',
    stroke: lighten(rattan, 0.2),
    sw: 5,
    detail: true,
  });
  // The glass: cool light with a soft sheen, and what it reflects.
  c.defs.push(
    radialGradient(`${c.id}g`, [
      [0, lighten(mix(r.cool, '#dfe8ec', 0.7), 0.2)],
      [1, darken(mix(r.cool, '#9fb3bd', 0.6), 0.05)],
    ]),
  );
  out.push({
    el: 'circle',
    a: `cx="${f(x)}" cy="${f(y)}" r="${f(R)}"`,
    fill: `url(#${c.id}g)`,
    label: [x, y],
  });
  const leaf = mix(darken(GREEN, 0.1), '#9fb3bd', 0.35);
  for (let i = 0; i < 4; i++) {
    const lx = x - R * 0.45 + i * 26 + rng() * 10;
    const ly = y + R * 0.45 - i * 30;
    out.push({
      el: 'ellipse',
      a: `cx="${f(lx)}" cy="${f(ly)}" rx="48" ry="20" transform="rotate(${f(-40 + i * 12)} ${f(lx)} ${f(ly)})"`,
      fill: leaf,
      op: 0.7,
      detail: true,
    });
  }
  out.push({
    el: 'path',
    a: `d="M${f(x - R * 0.55)} ${f(y - R * 0.1)}L${f(x - R * 0.1)} ${f(y - R * 0.55)}L${f(x + R * 0.05)} ${f(y - R * 0.4)}L${f(x - R * 0.4)} ${f(y + R * 0.05)}Z"`,
    fill: '#ffffff',
    op: 0.45,
    detail: true,
  });
  // The cord it hangs by.
  out.push({
    el: 'path',
    a: `d="M${f(x - 60)} ${f(y - R - 40)}L${f(x)} ${f(h * 0.06)}L${f(x + 60)} ${f(y - R - 40)}"`,
    fill: 'none',
    stroke: darken(rattan, 0.35),
    sw: 4,
    detail: true,
  });
  return out;
};

/** A square cushion with an embroidered band, on a sofa. */
export const cushion: Scene = (c) => {
  const { w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, lighten(r.light, 0.4), mix(r.light2, r.light, 0.5));
  out.push({
    el: 'rect',
    a: `x="0" y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.38)}"`,
    fill: mix(r.mid, '#8a7a6a', 0.5),
    label: [w * 0.15, h * 0.85],
  });
  const x = w * 0.5;
  const y = h * 0.55;
  const s = w * 0.3;
  const linen = lighten(mix(r.light, '#efe7da', 0.6), 0.1);
  out.push({
    el: 'path',
    a: `d="M${f(x - s)} ${f(y - s)}Q${f(x)} ${f(y - s + 30)} ${f(x + s)} ${f(y - s)}Q${f(x + s - 30)} ${f(y)} ${f(x + s)} ${f(y + s)}Q${f(x)} ${f(y + s - 30)} ${f(x - s)} ${f(y + s)}Q${f(x - s + 30)} ${f(y)} ${f(x - s)} ${f(y - s)}Z"`,
    fill: linen,
    label: [x, y - s * 0.6],
  });
  out.push({
    el: 'rect',
    a: `x="${f(x - s + 22)}" y="${f(y - 40)}" width="${f(2 * s - 44)}" height="80"`,
    fill: r.accent,
    label: [x, y],
  });
  for (let i = 0; i < 8; i++) {
    const cx = x - s + 50 + i * ((2 * s - 100) / 7);
    out.push({
      el: 'path',
      a: `d="M${f(cx)} ${f(y - 28)}L${f(cx + 20)} ${f(y)}L${f(cx)} ${f(y + 28)}L${f(cx - 20)} ${f(y)}Z"`,
      fill: darken(r.accent, 0.45),
      detail: true,
    });
  }
  return out;
};
