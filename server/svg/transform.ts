/** A 2-D affine matrix [a b c d e f] as in SVG: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function applyMatrix(m: Matrix, [x, y]: [number, number]): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Parses an SVG `transform` attribute (matrix, translate, scale, rotate, skewX, skewY), left to right. */
export function parseTransform(value: string | null): Matrix {
  if (!value) return IDENTITY;
  let result = IDENTITY;
  for (const match of value.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const args = (match[2] ?? '').trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (args.some((n) => !Number.isFinite(n))) continue;
    result = multiply(result, single(match[1]!, args));
  }
  return result;
}

function single(kind: string, a: number[]): Matrix {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  switch (kind) {
    case 'matrix':
      return a.length === 6 ? (a as Matrix) : IDENTITY;
    case 'translate':
      return [1, 0, 0, 1, a[0] ?? 0, a[1] ?? 0];
    case 'scale':
      return [a[0] ?? 1, 0, 0, a[1] ?? a[0] ?? 1, 0, 0];
    case 'rotate': {
      const r = rad(a[0] ?? 0);
      const rotation: Matrix = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
      if (a.length < 3) return rotation;
      const [cx, cy] = [a[1]!, a[2]!];
      return multiply(multiply([1, 0, 0, 1, cx, cy], rotation), [1, 0, 0, 1, -cx, -cy]);
    }
    case 'skewX':
      return [1, 0, Math.tan(rad(a[0] ?? 0)), 1, 0, 0];
    case 'skewY':
      return [1, Math.tan(rad(a[0] ?? 0)), 0, 1, 0, 0];
    default:
      return IDENTITY;
  }
}
