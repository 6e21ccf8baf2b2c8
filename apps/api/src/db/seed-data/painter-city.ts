/** City, space and night-swirl scenes for the placeholder painter. */
import { GREEN, hills, sky, sun, type Scene } from './painter-scenes.js';
import { darken, f, lighten, mix, type Shape } from './svg-kit.js';

export const city: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  const ground = h * 0.72;
  sky(c, out, mix(r.cool, r.darkest, 0.3), lighten(r.warm, 0.45));
  sun(c, out, w * (0.2 + rng() * 0.6), h * 0.3, 60, lighten(r.warm, 0.25));
  let x = -20;
  while (x < w) {
    const bw = 60 + rng() * 70;
    const bh = 160 + rng() * 220;
    out.push({
      el: 'rect',
      a: `x="${f(x)}" y="${f(ground - bh - 60)}" width="${f(bw)}" height="${f(bh + 60)}"`,
      fill: mix(r.cool, r.light, 0.45),
      op: 0.8,
      detail: true,
    });
    x += bw + 5;
  }
  x = -30;
  let i = 0;
  while (x < w) {
    const bw = 95 + rng() * 60;
    const bh = 150 + rng() * 160;
    const wall = lighten(r.at(i + 1), 0.15);
    const top = ground - bh;
    out.push({
      el: 'rect',
      a: `x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh + 40)}"`,
      fill: wall,
      label: [x + bw / 2, top + bh * 0.85],
    });
    if (rng() < 0.3 && bw > 120) {
      out.push({
        el: 'path',
        a: `d="M${f(x + 15)} ${f(top)}A${f(bw / 2 - 15)} ${f(bw / 2 - 15)} 0 0 1 ${f(x + bw - 15)} ${f(top)}Z"`,
        fill: mix(r.cool, '#6fa89a', 0.5),
        label: [x + bw / 2, top - 25],
      });
    } else {
      out.push({
        el: 'polygon',
        a: `points="${f(x - 8)},${f(top)} ${f(x + bw / 2)},${f(top - 50 - rng() * 30)} ${f(x + bw + 8)},${f(top)}"`,
        fill: darken(r.at(i + 3), 0.2),
        label: [x + bw / 2, top - 18],
      });
    }
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 2; col++) {
        const lit = rng() < 0.6;
        out.push({
          el: 'rect',
          a: `x="${f(x + bw * (0.2 + col * 0.4))}" y="${f(top + 25 + row * 50)}" width="${f(bw * 0.2)}" height="30" rx="3"`,
          fill: lit ? lighten(r.warm, 0.5) : darken(wall, 0.35),
          detail: true,
        });
      }
    }
    x += bw + 4;
    i++;
  }
  out.push({
    el: 'rect',
    a: `x="-40" y="${f(ground + 30)}" width="${w + 80}" height="${f(h - ground + 20)}"`,
    fill: mix(r.cool, r.darkest, 0.45),
    label: [w * 0.5, ground + 120],
  });
  for (let k = 0; k < 18; k++) {
    const y = ground + 50 + rng() * (h - ground - 60);
    out.push({
      el: 'rect',
      a: `x="${f(rng() * w)}" y="${f(y)}" width="${f(30 + rng() * 60)}" height="4" rx="2"`,
      fill: lighten(r.warm, 0.4),
      op: 0.6,
      detail: true,
    });
  }
  return out;
};

export const space: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  sky(c, out, darken(r.darkest, 0.4), mix(r.dark, r.cool, 0.4));
  c.defs.push(
    `<filter id="${c.id}b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>`,
  );
  for (let i = 0; i < 4; i++) {
    out.push({
      el: 'circle',
      a: `cx="${f(rng() * w)}" cy="${f(rng() * h)}" r="${f(120 + rng() * 120)}" filter="url(#${c.id}b)"`,
      fill: r.at(i + 1),
      op: 0.55,
      detail: true,
    });
  }
  for (let i = 0; i < 80; i++) {
    out.push({
      el: 'circle',
      a: `cx="${f(rng() * w)}" cy="${f(rng() * h)}" r="${f(0.8 + rng() * 2.2)}"`,
      fill: '#ffffff',
      op: 0.5 + rng() * 0.5,
      detail: true,
    });
  }
  const px = w * (0.35 + rng() * 0.3);
  const py = h * (0.4 + rng() * 0.2);
  const pr = 140 + rng() * 60;
  c.defs.push(
    `<radialGradient id="${c.id}p" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighten(r.accent, 0.5)}"/><stop offset="1" stop-color="${darken(r.accent, 0.45)}"/></radialGradient>`,
  );
  out.push({
    el: 'circle',
    a: `cx="${f(px)}" cy="${f(py)}" r="${f(pr)}"`,
    fill: `url(#${c.id}p)`,
    label: [px, py],
  });
  out.push({
    el: 'ellipse',
    a: `cx="${f(px)}" cy="${f(py)}" rx="${f(pr * 1.7)}" ry="${f(pr * 0.35)}" transform="rotate(-18 ${f(px)} ${f(py)})"`,
    fill: 'none',
    stroke: lighten(r.warm, 0.3),
    sw: 10,
    op: 0.85,
  });
  for (let i = 0; i < 5; i++) {
    const rad = 200 + i * 70 + rng() * 30;
    const a0 = rng() * Math.PI * 2;
    const a1 = a0 + 0.6 + rng() * 1.2;
    const cx = w * 0.5;
    const cy = h * 0.5;
    out.push({
      el: 'path',
      a: `d="M${f(cx + Math.cos(a0) * rad)} ${f(cy + Math.sin(a0) * rad)}A${f(rad)} ${f(rad)} 0 0 1 ${f(cx + Math.cos(a1) * rad)} ${f(cy + Math.sin(a1) * rad)}"`,
      fill: 'none',
      stroke: r.at(i),
      sw: 4 + rng() * 8,
      op: 0.8,
    });
  }
  out.push({
    el: 'circle',
    a: `cx="${f(w * (0.15 + rng() * 0.2))}" cy="${f(h * (0.12 + rng() * 0.1))}" r="${f(35 + rng() * 20)}"`,
    fill: lighten(r.light, 0.4),
    label: [w * 0.2, h * 0.16],
  });
  return out;
};

export const swirl: Scene = (c) => {
  const { rng, w, h, r } = c;
  const out: Shape[] = [];
  const night = darken(mix(r.cool, '#1d3557', 0.5), 0.15);
  sky(c, out, darken(night, 0.3), mix(night, r.cool, 0.4));
  for (let i = 0; i < 9; i++) {
    const cx = rng() * w;
    const cy = h * (0.08 + rng() * 0.45);
    for (let k = 0; k < 3; k++) {
      const rad = 30 + k * 26 + rng() * 10;
      out.push({
        el: 'path',
        a: `d="M${f(cx - rad)} ${f(cy)}A${f(rad)} ${f(rad * 0.8)} 0 1 1 ${f(cx + rad * 0.6)} ${f(cy + rad * 0.6)}"`,
        fill: 'none',
        stroke: lighten(mix(night, r.cool, 0.5), 0.25 + k * 0.1),
        sw: 9 - k * 2,
        op: 0.75,
        detail: k > 0,
      });
    }
  }
  const star = lighten(mix(r.warm, '#f1c40f', 0.6), 0.2);
  for (let i = 0; i < 10; i++) {
    const x = rng() * w;
    const y = h * (0.05 + rng() * 0.5);
    out.push({
      el: 'circle',
      a: `cx="${f(x)}" cy="${f(y)}" r="${f(22 + rng() * 10)}"`,
      fill: star,
      op: 0.35,
      detail: true,
    });
    out.push({
      el: 'circle',
      a: `cx="${f(x)}" cy="${f(y)}" r="${f(9 + rng() * 6)}"`,
      fill: star,
      detail: true,
    });
  }
  const mx = w * 0.8;
  const my = h * 0.13;
  out.push({
    el: 'path',
    a: `d="M${f(mx)} ${f(my - 55)}A55 55 0 1 0 ${f(mx)} ${f(my + 55)}A42 42 0 1 1 ${f(mx)} ${f(my - 55)}Z"`,
    fill: star,
    label: [mx - 35, my],
  });
  const rg = hills(c, out, [mix(night, GREEN, 0.3), darken(mix(night, GREEN, 0.4), 0.3)], 0.7, 0.82, 30);
  const vy = rg[0]?.yAt(w * 0.6) ?? h * 0.7;
  for (let i = 0; i < 6; i++) {
    const x = w * (0.4 + i * 0.08);
    out.push({
      el: 'rect',
      a: `x="${f(x)}" y="${f(vy - 10)}" width="40" height="34"`,
      fill: mix(r.light, night, 0.3),
      detail: true,
    });
    out.push({
      el: 'rect',
      a: `x="${f(x + 14)}" y="${f(vy + 2)}" width="12" height="12"`,
      fill: star,
      detail: true,
    });
  }
  const cx = w * 0.18;
  out.push({
    el: 'path',
    a: `d="M${f(cx)} ${f(h * 0.22)}C${f(cx + 60)} ${f(h * 0.45)} ${f(cx + 90)} ${f(h * 0.8)} ${f(cx + 70)} ${f(h + 20)}L${f(cx - 70)} ${f(h + 20)}C${f(cx - 90)} ${f(h * 0.8)} ${f(cx - 50)} ${f(h * 0.45)} ${f(cx)} ${f(h * 0.22)}Z"`,
    fill: darken(mix(night, '#2f4a2a', 0.6), 0.4),
    label: [cx, h * 0.7],
  });
  return out;
};
