/**
 * Optimistic concurrency by field (DESIGN §5): a mutation carries, for each field it writes, the value the
 * user saw (`base`). It applies when every such value is still the current one, or when the current value
 * already is the one it would write; otherwise it is a conflict shown to the user with the current row.
 * Two tablets editing different fields of one row therefore both apply.
 */

/**
 * Structural equality of JSON values: objects compare by keys regardless of order, arrays by position,
 * and a missing value (undefined) equals null, since JSON drops undefined on the way.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const x = a === undefined ? null : a;
  const y = b === undefined ? null : b;
  if (x === y) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') {
    return typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y);
  }
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x) && Array.isArray(y)) {
    return x.length === y.length && x.every((item, i) => jsonEqual(item, y[i]));
  }
  const ox = x as Record<string, unknown>;
  const oy = y as Record<string, unknown>;
  const keys = new Set([...Object.keys(ox), ...Object.keys(oy)]);
  for (const key of keys) {
    if (!jsonEqual(ox[key], oy[key])) return false;
  }
  return true;
}

export type BaseCheck = { ok: true } | { ok: false; fields: string[] };

/**
 * Compares the fields a mutation writes (`Object.keys(newValues)`) against what the user saw.
 * A field missing from `base` means the user saw nothing there (null). `current` null (no row) compares
 * every field as null.
 */
export function checkBase(
  current: Readonly<Record<string, unknown>> | null,
  base: Readonly<Record<string, unknown>>,
  newValues: Readonly<Record<string, unknown>>,
): BaseCheck {
  const conflicting: string[] = [];
  for (const field of Object.keys(newValues)) {
    const now = current ? current[field] : null;
    if (jsonEqual(base[field], now)) continue;
    if (jsonEqual(newValues[field], now)) continue;
    conflicting.push(field);
  }
  return conflicting.length === 0 ? { ok: true } : { ok: false, fields: conflicting };
}
