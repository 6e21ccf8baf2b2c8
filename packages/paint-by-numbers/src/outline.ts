/**
 * Region borders as polylines in pixel units, each border drawn once: the pixel edges between
 * two regions are walked into chains that run from one junction (where three or four regions,
 * or a region and the canvas edge, meet) to the next, or round a closed loop. Both neighbours
 * share the chain, so every region's outline is closed and neighbours never draw two lines.
 */
export function traceBorders(label: Int32Array, width: number, height: number, mmPerPx: number): string[] {
  const W = width;
  const H = height;
  const hCount = (H + 1) * W; // horizontal edge (x, y)–(x+1, y): index y*W + x
  const edgeCount = hCount + H * (W + 1); // vertical edge (x, y)–(x, y+1): hCount + y*(W+1) + x
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= W || y >= H ? -1 : (label[y * W + x] ?? -1);
  const boundary = new Uint8Array(edgeCount);
  for (let y = 0; y <= H; y++)
    for (let x = 0; x < W; x++) if (at(x, y - 1) !== at(x, y)) boundary[y * W + x] = 1;
  for (let y = 0; y < H; y++)
    for (let x = 0; x <= W; x++) if (at(x - 1, y) !== at(x, y)) boundary[hCount + y * (W + 1) + x] = 1;

  // Edge leaving vertex (x, y) in direction d (0 right, 1 down, 2 left, 3 up), or -1 off the grid.
  const edge = (x: number, y: number, d: number): number => {
    if (d === 0) return x < W ? y * W + x : -1;
    if (d === 2) return x > 0 ? y * W + x - 1 : -1;
    if (d === 1) return y < H ? hCount + y * (W + 1) + x : -1;
    return y > 0 ? hCount + (y - 1) * (W + 1) + x : -1;
  };
  const isBorder = (x: number, y: number, d: number): boolean => {
    const e = edge(x, y, d);
    return e >= 0 && boundary[e] === 1;
  };
  const junction = (x: number, y: number): boolean => {
    if ((x === 0 || x === W) && (y === 0 || y === H)) return true;
    let degree = 0;
    for (let d = 0; d < 4; d++) if (isBorder(x, y, d)) degree++;
    return degree > 2;
  };
  const onFrame = (e: number): boolean => {
    if (e < hCount) {
      const y = Math.floor(e / W);
      return y === 0 || y === H;
    }
    const x = (e - hCount) % (W + 1);
    return x === 0 || x === W;
  };

  const visited = new Uint8Array(edgeCount);
  const dx = [1, 0, -1, 0];
  const dy = [0, 1, 0, -1];
  const chains: string[] = [];

  const walk = (sx: number, sy: number, startDir: number): void => {
    const first = edge(sx, sy, startDir);
    const points = [sx, sy];
    let x = sx;
    let y = sy;
    let d = startDir;
    let e = first;
    for (;;) {
      visited[e] = 1;
      x += dx[d] ?? 0;
      y += dy[d] ?? 0;
      points.push(x, y);
      if ((x === sx && y === sy) || junction(x, y)) break;
      let nextDir = -1;
      for (let k = 0; k < 4; k++) {
        const c = edge(x, y, k);
        if (c >= 0 && boundary[c] === 1 && visited[c] === 0) {
          nextDir = k;
          break;
        }
      }
      if (nextDir < 0) break;
      d = nextDir;
      e = edge(x, y, d);
    }
    // The canvas's own edge is drawn once as a frame.
    const closed = x === sx && y === sy && !junction(sx, sy);
    if (!onFrame(first)) chains.push(smoothPath(points, closed, mmPerPx));
  };

  for (let y = 0; y <= H; y++)
    for (let x = 0; x <= W; x++) {
      if (!junction(x, y)) continue;
      for (let d = 0; d < 4; d++) {
        const e = edge(x, y, d);
        if (e >= 0 && boundary[e] === 1 && visited[e] === 0) walk(x, y, d);
      }
    }
  // What is left are closed loops with no junction: islands inside one other region.
  for (let e = 0; e < edgeCount; e++) {
    if (boundary[e] !== 1 || visited[e] === 1) continue;
    if (e < hCount) walk(e % W, Math.floor(e / W), 0);
    else walk((e - hCount) % (W + 1), Math.floor((e - hCount) / (W + 1)), 1);
  }
  return chains;
}

/**
 * Pixel staircases would print as 1-pixel steps; going through the middle of every pixel edge
 * instead turns them into slopes while junctions stay put (so neighbouring chains still meet).
 * Points on a straight run are dropped. Returns SVG path data in millimetres.
 */
function smoothPath(points: number[], closed: boolean, mmPerPx: number): string {
  const n = points.length / 2;
  const xs: number[] = [];
  const ys: number[] = [];
  if (!closed) {
    xs.push(points[0] ?? 0);
    ys.push(points[1] ?? 0);
  }
  for (let i = 0; i + 1 < n; i++) {
    xs.push(((points[i * 2] ?? 0) + (points[i * 2 + 2] ?? 0)) / 2);
    ys.push(((points[i * 2 + 1] ?? 0) + (points[i * 2 + 3] ?? 0)) / 2);
  }
  if (!closed) {
    xs.push(points[n * 2 - 2] ?? 0);
    ys.push(points[n * 2 - 1] ?? 0);
  }
  const keep: number[] = [];
  const m = xs.length;
  for (let i = 0; i < m; i++) {
    const edgePoint = !closed && (i === 0 || i === m - 1);
    if (!edgePoint) {
      const a = closed ? (i - 1 + m) % m : i - 1;
      const c = closed ? (i + 1) % m : i + 1;
      const cross =
        ((xs[i] ?? 0) - (xs[a] ?? 0)) * ((ys[c] ?? 0) - (ys[a] ?? 0)) -
        ((ys[i] ?? 0) - (ys[a] ?? 0)) * ((xs[c] ?? 0) - (xs[a] ?? 0));
      if (cross === 0) continue;
    }
    keep.push(i);
  }
  const coords = keep.map((i) => `${mm((xs[i] ?? 0) * mmPerPx)} ${mm((ys[i] ?? 0) * mmPerPx)}`);
  return `M${coords[0] ?? '0 0'}L${coords.slice(1).join(' ')}${closed ? 'Z' : ''}`;
}

/** A length in mm as the SVG writes it: at most two decimals, the same text on every engine. */
export function mm(value: number): string {
  return String(Math.round(value * 100) / 100);
}
