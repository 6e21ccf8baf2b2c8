// Test-only: reads the template back — its border segments and its numbers' boxes — to check the
// drawn geometry itself rather than the pixel map it came from.
import { digitHeightEm, digitWidthEm } from '../labels';

export type Segment = [number, number, number, number];
export interface NumberBox {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function borderSegments(svg: string): Segment[] {
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const segments: Segment[] = [];
  for (const sub of d.split('M').filter(Boolean)) {
    const closed = sub.endsWith('Z');
    const nums = sub.replace(/[LZ]/g, ' ').trim().split(/\s+/).map(Number);
    const pts: [number, number][] = [];
    for (let i = 0; i < nums.length; i += 2) pts.push([nums[i] ?? NaN, nums[i + 1] ?? NaN]);
    if (closed && pts[0]) pts.push(pts[0]);
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i] ?? [0, 0];
      const b = pts[i + 1] ?? [0, 0];
      segments.push([a[0], a[1], b[0], b[1]]);
    }
  }
  return segments;
}

/** The box each <text> covers: digits × digitWidthEm wide, digitHeightEm tall, centred (baseline 0.36 em below centre). */
export function numberBoxes(svg: string): NumberBox[] {
  const boxes: NumberBox[] = [];
  for (const m of svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)">(\d+)<\/text>/g)) {
    const [x, y, f] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const text = m[4] ?? '';
    const cy = y - 0.36 * f;
    const hw = (text.length * digitWidthEm * f) / 2;
    const hh = (digitHeightEm * f) / 2;
    boxes.push({ text, x0: x - hw, y0: cy - hh, x1: x + hw, y1: cy + hh });
  }
  return boxes;
}

/** Whether segment a→b touches the box (Liang–Barsky clipping). */
export function segmentHitsBox([ax, ay, bx, by]: Segment, box: NumberBox): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const clips: [number, number][] = [
    [-dx, ax - box.x0],
    [dx, box.x1 - ax],
    [-dy, ay - box.y0],
    [dy, box.y1 - ay],
  ];
  for (const [p, q] of clips) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Numbers whose box a border line crosses (bucketed by 5 mm cells so it stays fast). */
export function numbersCrossedByBorders(svg: string): NumberBox[] {
  const cell = 5;
  const grid = new Map<string, Segment[]>();
  for (const s of borderSegments(svg)) {
    const [x0, x1] = [Math.min(s[0], s[2]), Math.max(s[0], s[2])];
    const [y0, y1] = [Math.min(s[1], s[3]), Math.max(s[1], s[3])];
    for (let cx = Math.floor(x0 / cell); cx <= Math.floor(x1 / cell); cx++)
      for (let cy = Math.floor(y0 / cell); cy <= Math.floor(y1 / cell); cy++) {
        const k = `${cx},${cy}`;
        const list = grid.get(k) ?? [];
        list.push(s);
        grid.set(k, list);
      }
  }
  return numberBoxes(svg).filter((box) => {
    for (let cx = Math.floor(box.x0 / cell); cx <= Math.floor(box.x1 / cell); cx++)
      for (let cy = Math.floor(box.y0 / cell); cy <= Math.floor(box.y1 / cell); cy++)
        for (const s of grid.get(`${cx},${cy}`) ?? []) if (segmentHitsBox(s, box)) return true;
    return false;
  });
}
