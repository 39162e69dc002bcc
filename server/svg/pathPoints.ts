/**
 * The vertices of an SVG path's outline, for a plot polygon: every command's end point (curves and arcs
 * are reduced to their end points, which is what a plot outline drawn by CAD needs). Returns the
 * first subpath only: a plot is one outline.
 */
export function pathPoints(d: string): Array<[number, number]> {
  const tokens = d.match(/[MmLlHhVvZzCcSsQqTtAa]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const points: Array<[number, number]> = [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  const num = () => Number(tokens[i++]);
  const arity: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[A-Za-z]/.test(token)) {
      cmd = token;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        if (points.length > 0) break;
        continue;
      }
      if ((cmd === 'M' || cmd === 'm') && points.length > 0) break;
    }
    const upper = cmd.toUpperCase();
    const n = arity[upper];
    if (n === undefined || n === 0 || i + n > tokens.length) break;
    const args = Array.from({ length: n }, num);
    if (args.some((v) => !Number.isFinite(v))) break;
    const rel = cmd !== upper;
    if (upper === 'H') x = rel ? x + args[0]! : args[0]!;
    else if (upper === 'V') y = rel ? y + args[0]! : args[0]!;
    else {
      const ex = args[n - 2]!;
      const ey = args[n - 1]!;
      x = rel ? x + ex : ex;
      y = rel ? y + ey : ey;
    }
    points.push([x, y]);
    // After a moveto, further pairs are implicit linetos.
    if (cmd === 'M') cmd = 'L';
    if (cmd === 'm') cmd = 'l';
  }
  return points;
}
