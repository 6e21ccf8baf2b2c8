/** Outdoor scenes for the placeholder painter: landscape, field, sea, winter, city, space, swirl. */
import type { Rng } from './prng.js';
import {
  darken,
  f,
  lighten,
  linearGradient,
  mix,
  radialGradient,
  ridge,
  starPoints,
  type Roles,
  type Shape,
} from './svg-kit.js';

export interface SceneCtx {
  rng: Rng;
  w: number;
  h: number;
  r: Roles;
  id: string;
  defs: string[];
}
export type Scene = (c: SceneCtx) => Shape[];

export const GREEN = '#5a8a3c';

/** A table top (or floor) from y down to the bottom edge. */
export function table(c: SceneCtx, out: Shape[], y: number, color: string): void {
  out.push({
    el: 'rect',
    a: `x="-40" y="${f(y)}" width="${c.w + 80}" height="${f(c.h - y + 40)}"`,
    fill: color,
    label: [c.w * 0.12, y + 60],
  });
  out.push({
    el: 'rect',
    a: `x="-40" y="${f(y)}" width="${c.w + 80}" height="8"`,
    fill: darken(color, 0.2),
    detail: true,
  });
}

export function sky(c: SceneCtx, out: Shape[], top: string, bottom: string): void {
  c.defs.push(
    linearGradient(`${c.id}s`, [
      [0, top],
      [1, bottom],
    ]),
  );
  out.push({
    el: 'rect',
    a: `x="-40" y="-40" width="${c.w + 80}" height="${c.h + 80}"`,
    fill: `url(#${c.id}s)`,
    label: [c.w * 0.18, c.h * 0.1],
  });
}

export function sun(c: SceneCtx, out: Shape[], x: number, y: number, rad: number, color: string): void {
  c.defs.push(
    radialGradient(`${c.id}g`, [
      [0, color, 0.9],
      [1, color, 0],
    ]),
  );
  out.push({
    el: 'circle',
    a: `cx="${f(x)}" cy="${f(y)}" r="${f(rad * 2.6)}"`,
    fill: `url(#${c.id}g)`,
    detail: true,
  });
  out.push({ el: 'circle', a: `cx="${f(x)}" cy="${f(y)}" r="${f(rad)}"`, fill: color, label: [x, y] });
}

function clouds(c: SceneCtx, out: Shape[], count: number, color: string): void {
  for (let i = 0; i < count; i++) {
    const x = c.rng() * c.w;
    const y = c.h * (0.08 + c.rng() * 0.2);
    const s = 40 + c.rng() * 40;
    for (let k = 0; k < 4; k++) {
      const dx = (k - 1.5) * s * 0.7;
      out.push({
        el: 'ellipse',
        a: `cx="${f(x + dx)}" cy="${f(y - (k % 3 === 1 ? s * 0.3 : 0))}" rx="${f(s * 0.75)}" ry="${f(s * 0.45)}"`,
        fill: color,
        op: 0.75,
        detail: k > 0,
      });
    }
  }
}

export function hills(
  c: SceneCtx,
  out: Shape[],
  colors: readonly string[],
  from: number,
  to: number,
  amp: number,
): ReturnType<typeof ridge>[] {
  const ridges: ReturnType<typeof ridge>[] = [];
  colors.forEach((color, i) => {
    const y = c.h * (from + ((to - from) * i) / Math.max(1, colors.length - 1));
    const rg = ridge(c.rng, c.w, c.h, y, amp * (1 - i * 0.15), 1.2 + i * 0.4);
    ridges.push(rg);
    const lx = c.w * (0.2 + c.rng() * 0.6);
    out.push({ el: 'path', a: `d="${rg.d}"`, fill: color, label: [lx, rg.yAt(lx) + 45] });
  });
  return ridges;
}

function tree(out: Shape[], x: number, y: number, s: number, crown: string, trunk: string): void {
  out.push({
    el: 'rect',
    a: `x="${f(x - s * 0.08)}" y="${f(y - s * 0.6)}" width="${f(s * 0.16)}" height="${f(s * 0.6)}"`,
    fill: trunk,
    detail: true,
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(x)}" cy="${f(y - s * 0.85)}" rx="${f(s * 0.42)}" ry="${f(s * 0.5)}"`,
    fill: crown,
    label: [x, y - s * 0.85],
  });
}

export const landscape: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, mix(r.cool, r.light, 0.45), lighten(r.warm, 0.6));
  sun(c, out, w * (0.25 + rng() * 0.5), h * (0.2 + rng() * 0.1), 55 + rng() * 30, lighten(r.warm, 0.35));
  clouds(c, out, 2, '#ffffff');
  const greens = [
    mix(r.cool, r.light, 0.55),
    mix(r.mid, GREEN, 0.35),
    mix(r.dark, GREEN, 0.45),
    darken(mix(r.darkest, GREEN, 0.3), 0.2),
  ];
  const rs = hills(c, out, greens, 0.45, 0.86, 60);
  const near = rs[2];
  if (near) {
    for (let i = 0; i < 4; i++) {
      const x = w * (0.1 + 0.8 * rng());
      tree(
        out,
        x,
        near.yAt(x) + 12,
        90 + rng() * 60,
        darken(mix(r.dark, GREEN, 0.5), 0.15),
        darken(r.darkest, 0.3),
      );
    }
  }
  return out;
};

export const field: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, mix(r.cool, '#3f7fc9', 0.4), lighten(r.cool, 0.75));
  clouds(c, out, 3, '#ffffff');
  hills(c, out, [mix(r.cool, GREEN, 0.6)], 0.52, 0.52, 18);
  const yellow = mix(r.warm, '#f2c230', 0.55);
  c.defs.push(
    linearGradient(`${c.id}f`, [
      [0, lighten(yellow, 0.2)],
      [1, darken(yellow, 0.15)],
    ]),
  );
  const fl = ridge(rng, w, h, h * 0.58, 14, 1);
  out.push({ el: 'path', a: `d="${fl.d}"`, fill: `url(#${c.id}f)`, label: [w * 0.7, h * 0.68] });
  const stem = darken(mix(r.dark, GREEN, 0.6), 0.2);
  for (let i = 0; i < 7; i++) {
    const x = w * (0.08 + (i / 6) * 0.84) + (rng() - 0.5) * 50;
    const y = h * (0.66 + rng() * 0.2) + (i % 2) * 40;
    const s = 38 + (y / h) * 40;
    out.push({
      el: 'path',
      a: `d="M${f(x)} ${f(y)}Q${f(x + 10)} ${f(y + 150)} ${f(x - 5)} ${f(h + 30)}"`,
      fill: 'none',
      stroke: stem,
      sw: 7,
    });
    out.push({
      el: 'ellipse',
      a: `cx="${f(x + 28)}" cy="${f(y + 95)}" rx="${f(s * 0.6)}" ry="${f(s * 0.22)}" transform="rotate(-25 ${f(x + 28)} ${f(y + 95)})"`,
      fill: stem,
      detail: true,
    });
    out.push({
      el: 'polygon',
      a: `points="${starPoints(x, y, s, s * 0.55, 14, rng())}"`,
      fill: yellow,
      label: [x + s * 0.75, y],
    });
    out.push({
      el: 'circle',
      a: `cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.45)}"`,
      fill: darken(mix(r.warm, '#6b3e1f', 0.6), 0.2),
      label: [x, y],
    });
  }
  return out;
};

export const sea: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  const horizon = h * (0.48 + rng() * 0.08);
  sky(c, out, mix(r.cool, r.light, 0.35), lighten(r.warm, 0.45));
  const sx = w * (0.3 + rng() * 0.4);
  sun(c, out, sx, horizon - 70 - rng() * 80, 50 + rng() * 20, lighten(r.warm, 0.3));
  clouds(c, out, 2, lighten(r.warm, 0.75));
  out.push({
    el: 'rect',
    a: `x="-40" y="${f(horizon)}" width="${w + 80}" height="${f(h - horizon + 40)}"`,
    fill: mix(r.cool, r.light, 0.25),
  });
  for (let i = 0; i < 6; i++) {
    const y = horizon + 25 + i * ((h - horizon) / 6);
    const wave = ridge(rng, w, h, y, 6 + i * 2, 4 + i);
    out.push({
      el: 'path',
      a: `d="${wave.d}"`,
      fill: mix(r.cool, r.darkest, 0.1 + i * 0.1),
      label: [w * (0.15 + 0.12 * i), y + 35],
    });
  }
  for (let i = 0; i < 7; i++) {
    const y = horizon + 12 + i * 16;
    const len = 90 - i * 8 + rng() * 30;
    out.push({
      el: 'rect',
      a: `x="${f(sx - len / 2)}" y="${f(y)}" width="${f(len)}" height="5" rx="2.5"`,
      fill: lighten(r.warm, 0.55),
      op: 0.8,
      detail: true,
    });
  }
  const bx = w * (0.25 + rng() * 0.5);
  const by = horizon + (h - horizon) * 0.35;
  out.push({
    el: 'path',
    a: `d="M${f(bx - 80)} ${f(by)}L${f(bx + 90)} ${f(by)}Q${f(bx + 70)} ${f(by + 34)} ${f(bx + 40)} ${f(by + 36)}L${f(bx - 55)} ${f(by + 36)}Q${f(bx - 70)} ${f(by + 25)} ${f(bx - 80)} ${f(by)}Z"`,
    fill: darken(mix(r.warm, '#8a3b1f', 0.6), 0.2),
    label: [bx, by + 20],
  });
  out.push({
    el: 'path',
    a: `d="M${f(bx)} ${f(by - 4)}V${f(by - 190)}"`,
    fill: 'none',
    stroke: r.darkest,
    sw: 5,
  });
  out.push({
    el: 'polygon',
    a: `points="${f(bx + 6)},${f(by - 185)} ${f(bx + 6)},${f(by - 14)} ${f(bx + 85)},${f(by - 14)}"`,
    fill: lighten(r.light, 0.6),
    label: [bx + 30, by - 50],
  });
  out.push({
    el: 'polygon',
    a: `points="${f(bx - 6)},${f(by - 160)} ${f(bx - 6)},${f(by - 14)} ${f(bx - 60)},${f(by - 14)}"`,
    fill: r.accent,
    label: [bx - 22, by - 45],
  });
  for (let i = 0; i < 14; i++) {
    const x = rng() * w;
    const y = horizon + 30 + rng() * (h - horizon);
    out.push({
      el: 'path',
      a: `d="M${f(x)} ${f(y)}q14 -9 28 0"`,
      fill: 'none',
      stroke: '#ffffff',
      sw: 3,
      op: 0.55,
      detail: true,
    });
  }
  return out;
};

export const winter: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, darken(mix(r.cool, '#3d5f8f', 0.5), 0.2), lighten(mix(r.cool, r.warm, 0.2), 0.55));
  sun(c, out, w * (0.2 + rng() * 0.6), h * 0.2, 45, '#fff6e0');
  const snow = [mix(r.cool, '#8fa9c8', 0.5), lighten(r.cool, 0.5), lighten(r.cool, 0.72), '#f4f8fc'];
  const rs = hills(c, out, snow, 0.5, 0.85, 55);
  const pine = darken(mix(r.cool, '#2f5d50', 0.6), 0.25);
  const place = (rg: ReturnType<typeof ridge> | undefined, count: number, size: number): void => {
    if (!rg) return;
    for (let i = 0; i < count; i++) {
      const x = w * (0.05 + rng() * 0.9);
      const y = rg.yAt(x) + 10;
      const s = size * (0.8 + rng() * 0.4);
      for (let k = 0; k < 3; k++) {
        const top = y - s * (1 - k * 0.25);
        const half = s * (0.22 + k * 0.09);
        out.push({
          el: 'polygon',
          a: `points="${f(x)},${f(top - s * 0.25)} ${f(x + half)},${f(top + s * 0.3)} ${f(x - half)},${f(top + s * 0.3)}"`,
          fill: k === 0 ? pine : mix(pine, '#ffffff', 0.12 * k),
          detail: k !== 2,
          label: [x, top + s * 0.15],
        });
      }
    }
  };
  place(rs[1], 5, 90);
  place(rs[2], 3, 150);
  const hx = w * (0.3 + rng() * 0.4);
  const hy = (rs[2]?.yAt(hx) ?? h * 0.75) + 20;
  out.push({
    el: 'rect',
    a: `x="${f(hx - 60)}" y="${f(hy - 80)}" width="120" height="80"`,
    fill: mix(r.warm, '#8b4a2b', 0.5),
    label: [hx - 30, hy - 25],
  });
  out.push({
    el: 'polygon',
    a: `points="${f(hx - 80)},${f(hy - 75)} ${f(hx)},${f(hy - 140)} ${f(hx + 80)},${f(hy - 75)}"`,
    fill: '#f7fbff',
    label: [hx, hy - 95],
  });
  out.push({ el: 'rect', a: `x="${f(hx + 10)}" y="${f(hy - 60)}" width="30" height="28"`, fill: '#ffd27a' });
  for (let i = 0; i < 70; i++) {
    out.push({
      el: 'circle',
      a: `cx="${f(rng() * w)}" cy="${f(rng() * h)}" r="${f(1.5 + rng() * 3)}"`,
      fill: '#ffffff',
      op: 0.85,
      detail: true,
    });
  }
  return out;
};
