/**
 * Whether a piece of CSS (a style attribute, a presentation attribute such as `fill`, or a `<style>` element)
 * could make the viewer fetch something: a plan is shown as an image and must reference nothing but itself.
 *
 * Read like a browser would and then some: CSS escapes are decoded first (`u\72l(` and `\75rl(` are `url(`),
 * names are lowercased, and the text is checked both as is and with its comments removed (`u`, a comment, `rl(`).
 * Then every function must be one that cannot load anything (colours, maths, transforms, filters, selectors),
 * or `url(#…)` pointing inside the document. `image-set()`, `image()`, `element()`, `src()`, `expression()`,
 * `url(http…)`, `url(data:…)` and any unknown function fail, as does `@import`.
 */
export function hasExternalReference(css: string): boolean {
  if (!/[\\(@]/.test(css)) return false;
  const decoded = decodeEscapes(css).toLowerCase();
  return unsafe(decoded) || unsafe(decoded.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ''));
}

const SAFE_FUNCTIONS = new Set(
  [
    // colours and maths
    'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix device-cmyk calc min max clamp var',
    // transforms
    'matrix matrix3d translate translatex translatey translatez translate3d scale scalex scaley scalez scale3d',
    'rotate rotatex rotatey rotatez rotate3d skew skewx skewy perspective',
    // filters, easing, basic shapes
    'blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia cubic-bezier steps linear',
    'inset circle ellipse polygon rect',
    // selectors of a <style> element, and local fonts
    'not is where has nth-child nth-last-child nth-of-type nth-last-of-type lang dir local format',
  ]
    .join(' ')
    .split(' '),
);

function unsafe(css: string): boolean {
  if (css.includes('@import')) return true;
  for (const match of css.matchAll(/([a-z0-9_-]*)\(/g)) {
    const name = match[1]!;
    if (name === '') continue; // a parenthesised block, as in `@media (min-width: …)`
    if (name === 'url') {
      if (!localTarget(css, match.index + match[0].length)) return true;
    } else if (!SAFE_FUNCTIONS.has(name)) {
      return true;
    }
  }
  return false;
}

/** `url(` followed by optional spaces and quote, then `#`: a fragment of this document. */
function localTarget(css: string, from: number): boolean {
  return /^\s*['"]?\s*#/.test(css.slice(from, from + 16));
}

/** CSS escapes: `\` and 1 to 6 hex digits (and one optional space), an escaped newline (nothing), or the next character. */
function decodeEscapes(css: string): string {
  if (!css.includes('\\')) return css;
  return css.replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\(\r\n|[\s\S])?/g, (_m, hex: string | undefined, other: string | undefined) => {
    if (hex !== undefined) {
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    if (other === undefined || other === '\n' || other === '\r\n' || other === '\r' || other === '\f') return '';
    return other;
  });
}
