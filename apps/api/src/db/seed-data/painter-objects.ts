/** Object and figure scenes for the placeholder painter. */
import { GREEN, sky, sun, table, type Scene } from './painter-scenes.js';
import { darken, f, lighten, mix, ridge, type Shape } from './svg-kit.js';

const GOLD = '#d4af37';

export const animal: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  const night = rng() < 0.5;
  if (night) sky(c, out, darken(mix(r.cool, r.darkest, 0.5), 0.3), mix(r.cool, r.dark, 0.3));
  else sky(c, out, mix(r.warm, r.light, 0.5), lighten(r.warm, 0.7));
  const mx = w * 0.5 + (rng() - 0.5) * 120;
  sun(c, out, mx, h * 0.36, 190, night ? lighten(r.light, 0.55) : lighten(r.warm, 0.45));
  const g = ridge(rng, w, h, h * 0.8, 18, 1);
  out.push({
    el: 'path',
    a: `d="${g.d}"`,
    fill: night ? darken(r.dark, 0.3) : mix(r.dark, GREEN, 0.4),
    label: [w * 0.15, h * 0.9],
  });
  const x = w * 0.5;
  const y = g.yAt(x) + 15;
  const body = night ? darken(r.darkest, 0.35) : mix(r.warm, '#d9822b', 0.5);
  out.push({
    el: 'path',
    a: `d="M${f(x + 60)} ${f(y - 10)}C${f(x + 200)} ${f(y)} ${f(x + 230)} ${f(y - 120)} ${f(x + 170)} ${f(y - 200)}"`,
    fill: 'none',
    stroke: body,
    sw: 34,
  });
  out.push({
    el: 'path',
    a: `d="M${f(x - 110)} ${f(y)}C${f(x - 130)} ${f(y - 140)} ${f(x - 90)} ${f(y - 260)} ${f(x)} ${f(y - 280)}C${f(x + 90)} ${f(y - 260)} ${f(x + 130)} ${f(y - 140)} ${f(x + 110)} ${f(y)}Z"`,
    fill: body,
    label: [x, y - 120],
  });
  const hy = y - 330;
  out.push({
    el: 'polygon',
    a: `points="${f(x - 70)},${f(hy - 10)} ${f(x - 62)},${f(hy - 110)} ${f(x - 15)},${f(hy - 55)}"`,
    fill: body,
    detail: true,
  });
  out.push({
    el: 'polygon',
    a: `points="${f(x + 70)},${f(hy - 10)} ${f(x + 62)},${f(hy - 110)} ${f(x + 15)},${f(hy - 55)}"`,
    fill: body,
    detail: true,
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(x)}" cy="${f(hy)}" rx="80" ry="70"`,
    fill: body,
    label: [x, hy + 30],
  });
  if (!night) {
    out.push({
      el: 'path',
      a: `d="M${f(x - 45)} ${f(y - 240)}Q${f(x)} ${f(y - 60)} ${f(x + 45)} ${f(y - 240)}Z"`,
      fill: lighten(r.light, 0.6),
      label: [x, y - 200],
    });
    out.push({
      el: 'circle',
      a: `cx="${f(x + 150)}" cy="${f(y - 205)}" r="22"`,
      fill: lighten(r.light, 0.6),
      detail: true,
    });
  }
  const eye = night ? '#f6d365' : '#2b2118';
  out.push({
    el: 'ellipse',
    a: `cx="${f(x - 28)}" cy="${f(hy - 5)}" rx="10" ry="13"`,
    fill: eye,
    detail: true,
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(x + 28)}" cy="${f(hy - 5)}" rx="10" ry="13"`,
    fill: eye,
    detail: true,
  });
  for (let i = 0; i < 16; i++) {
    const gx = rng() * w;
    const gy = g.yAt(gx) + 10 + rng() * 60;
    out.push({
      el: 'path',
      a: `d="M${f(gx)} ${f(gy)}l${f(-6 + rng() * 12)} -${f(20 + rng() * 25)}"`,
      fill: 'none',
      stroke: mix(r.dark, GREEN, 0.5),
      sw: 3,
      detail: true,
    });
  }
  return out;
};

export const stillLife: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, mix(r.mid, r.light, 0.5), darken(mix(r.mid, r.light, 0.3), 0.15));
  table(c, out, h * 0.66, mix(r.warm, '#7b4a2d', 0.55));
  out.push({
    el: 'path',
    a: `d="M${f(w * 0.05)} ${f(h * 0.66)}L${f(w * 0.75)} ${f(h * 0.66)}Q${f(w * 0.8)} ${f(h * 0.8)} ${f(w * 0.7)} ${f(h + 30)}L${f(w * 0.15)} ${f(h + 30)}Q${f(w * 0.02)} ${f(h * 0.8)} ${f(w * 0.05)} ${f(h * 0.66)}Z"`,
    fill: lighten(r.light, 0.5),
    label: [w * 0.4, h * 0.9],
  });
  const jx = w * (0.3 + rng() * 0.1);
  const jb = h * 0.72;
  const jug = mix(r.cool, r.dark, 0.25);
  out.push({
    el: 'path',
    a: `d="M${f(jx + 60)} ${f(jb - 250)}C${f(jx + 150)} ${f(jb - 240)} ${f(jx + 140)} ${f(jb - 150)} ${f(jx + 85)} ${f(jb - 130)}"`,
    fill: 'none',
    stroke: jug,
    sw: 16,
  });
  out.push({
    el: 'path',
    a: `d="M${f(jx - 60)} ${f(jb)}C${f(jx - 130)} ${f(jb - 110)} ${f(jx - 90)} ${f(jb - 220)} ${f(jx - 45)} ${f(jb - 270)}L${f(jx - 70)} ${f(jb - 300)}L${f(jx + 55)} ${f(jb - 300)}L${f(jx + 45)} ${f(jb - 270)}C${f(jx + 90)} ${f(jb - 220)} ${f(jx + 130)} ${f(jb - 110)} ${f(jx + 60)} ${f(jb)}Z"`,
    fill: jug,
    label: [jx, jb - 130],
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(jx - 50)}" cy="${f(jb - 140)}" rx="14" ry="60"`,
    fill: lighten(jug, 0.45),
    op: 0.55,
    detail: true,
  });
  const fruit = [r.accent, r.warm, mix(r.warm, '#f2c230', 0.5), mix(r.accent, '#7b2d26', 0.4)];
  for (let i = 0; i < 5; i++) {
    const fx = w * (0.5 + i * 0.09) + (rng() - 0.5) * 30;
    const fy = h * (0.74 + (i % 2) * 0.06);
    const fr = 50 + rng() * 20;
    out.push({
      el: 'ellipse',
      a: `cx="${f(fx + 10)}" cy="${f(fy + fr * 0.9)}" rx="${f(fr)}" ry="${f(fr * 0.25)}"`,
      fill: '#000000',
      op: 0.15,
      detail: true,
    });
    out.push({
      el: 'circle',
      a: `cx="${f(fx)}" cy="${f(fy)}" r="${f(fr)}"`,
      fill: fruit[i % fruit.length] ?? r.accent,
      label: [fx, fy],
    });
    out.push({
      el: 'ellipse',
      a: `cx="${f(fx - fr * 0.35)}" cy="${f(fy - fr * 0.35)}" rx="${f(fr * 0.2)}" ry="${f(fr * 0.12)}"`,
      fill: '#ffffff',
      op: 0.55,
      detail: true,
    });
  }
  for (let i = 0; i < 9; i++) {
    const gx = w * 0.22 + (i % 3) * 26 + (Math.floor(i / 3) % 2) * 13;
    const gy = h * 0.7 + Math.floor(i / 3) * 22;
    out.push({
      el: 'circle',
      a: `cx="${f(gx)}" cy="${f(gy)}" r="15"`,
      fill: mix(r.at(-2), '#6d597a', 0.5),
      detail: i > 0,
      label: [gx, gy],
    });
  }
  return out;
};

export const icon: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  const gold = mix(r.warm, GOLD, 0.7);
  sky(c, out, darken(mix(r.darkest, '#3b1f2b', 0.4), 0.2), mix(r.dark, '#1e3a5f', 0.3));
  const ax = w * 0.5;
  const arch = (m: number): string =>
    `M${f(m)} ${f(h - m)}V${f(h * 0.3)}A${f(ax - m)} ${f(ax - m)} 0 0 1 ${f(w - m)} ${f(h * 0.3)}V${f(h - m)}Z`;
  out.push({ el: 'path', a: `d="${arch(40)}"`, fill: gold, label: [60, h * 0.6] });
  out.push({
    el: 'path',
    a: `d="${arch(75)}"`,
    fill: lighten(mix(r.light, '#f5e6c8', 0.5), 0.2),
    label: [120, h * 0.5],
  });
  const wing = lighten(gold, 0.35);
  const cy = h * 0.36;
  out.push({
    el: 'path',
    a: `d="M${f(ax - 40)} ${f(cy + 90)}C${f(ax - 320)} ${f(cy - 80)} ${f(ax - 300)} ${f(cy + 250)} ${f(ax - 120)} ${f(cy + 420)}Z"`,
    fill: wing,
    label: [ax - 200, cy + 150],
  });
  out.push({
    el: 'path',
    a: `d="M${f(ax + 40)} ${f(cy + 90)}C${f(ax + 320)} ${f(cy - 80)} ${f(ax + 300)} ${f(cy + 250)} ${f(ax + 120)} ${f(cy + 420)}Z"`,
    fill: wing,
    label: [ax + 200, cy + 150],
  });
  out.push({ el: 'circle', a: `cx="${f(ax)}" cy="${f(cy)}" r="115"`, fill: gold, label: [ax - 85, cy - 55] });
  out.push({
    el: 'circle',
    a: `cx="${f(ax)}" cy="${f(cy)}" r="100"`,
    fill: 'none',
    stroke: darken(gold, 0.25),
    sw: 4,
    detail: true,
  });
  const robe = mix(r.accent, '#7f1d1d', 0.5);
  const cloak = mix(r.cool, '#1e3a5f', 0.5);
  out.push({
    el: 'path',
    a: `d="M${f(ax - 75)} ${f(cy + 60)}Q${f(ax - 210)} ${f(h * 0.75)} ${f(ax - 190)} ${f(h - 80)}L${f(ax + 190)} ${f(h - 80)}Q${f(ax + 210)} ${f(h * 0.75)} ${f(ax + 75)} ${f(cy + 60)}Z"`,
    fill: cloak,
    label: [ax - 120, h * 0.75],
  });
  out.push({
    el: 'path',
    a: `d="M${f(ax - 45)} ${f(cy + 80)}L${f(ax - 90)} ${f(h - 80)}L${f(ax + 90)} ${f(h - 80)}L${f(ax + 45)} ${f(cy + 80)}Z"`,
    fill: robe,
    label: [ax, h * 0.72],
  });
  out.push({
    el: 'path',
    a: `d="M${f(ax - 80)} ${f(cy + 40)}Q${f(ax)} ${f(cy - 150)} ${f(ax + 80)} ${f(cy + 40)}Q${f(ax)} ${f(cy + 100)} ${f(ax - 80)} ${f(cy + 40)}Z"`,
    fill: robe,
    detail: true,
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(ax)}" cy="${f(cy + 5)}" rx="50" ry="62"`,
    fill: '#e9c9a4',
    label: [ax, cy + 10],
  });
  for (let i = 0; i < 24; i++) {
    const t = i / 23;
    const a = Math.PI + t * Math.PI;
    out.push({
      el: 'circle',
      a: `cx="${f(ax + Math.cos(a) * (ax - 57))}" cy="${f(h * 0.3 + Math.sin(a) * (ax - 57))}" r="${f(4 + (i % 2) * 2)}"`,
      fill: lighten(gold, 0.5),
      detail: true,
    });
  }
  out.push({
    el: 'circle',
    a: `cx="${f(ax + (rng() - 0.5) * 10)}" cy="${f(h * 0.64)}" r="14"`,
    fill: gold,
    detail: true,
  });
  return out;
};
