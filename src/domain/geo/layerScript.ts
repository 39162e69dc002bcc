/**
 * The QGIS web export (qgis2web, issue 26): each layer is a JavaScript file `layers/Emplacements_1.js` holding
 * `var json_Emplacements_1 = {"type": "FeatureCollection", …};`, the GeoJSON of the layer assigned to a variable
 * (a town hall often has only that file left of its contractor's web map). It is read, never run: the text may
 * hold only such declarations (`var`, `let` or `const`, a name, `=`, one JSON object, an optional semicolon),
 * with white space and comments between them; anything else is refused. The scan is linear and each object is
 * parsed by JSON.parse, so a hostile file costs what its size does.
 */
export interface ScriptLayer {
  /** The variable's name as written: 'json_Emplacements_1'. */
  variable: string;
  json: unknown;
}

export type ScriptRead = { ok: true; layers: ScriptLayer[] } | { ok: false; message: string };

export const SCRIPT_REFUSALS = {
  notLayer:
    'Ce fichier JavaScript n’est pas une couche exportée par qgis2web (« var json_… = {…}; ») : seules ces déclarations sont lues. Exportez la couche en GeoJSON depuis QGIS. Rien n’a été importé.',
  badJson: (variable: string) => `La couche « ${variable} » du fichier JavaScript n’est pas un GeoJSON lisible (JSON invalide) : rien n’a été importé.`,
} as const;

const DECLARATION = /(?:var|let|const)\s+([A-Za-z_$][\w$]{0,199})\s*=\s*/y;

/** Whether a text looks like a script rather than JSON: it starts, after white space and comments, with a declaration. */
export function looksLikeLayerScript(text: string): boolean {
  const start = skipBlank(text, 0);
  return start !== null && /^(?:var|let|const)\s/.test(text.slice(start, start + 6));
}

/**
 * Whether a text is a GIS layer (GeoJSON, or a qgis2web script) rather than a table: the register import tells
 * the user which import reads it instead of answering that it has too many columns (issue 26).
 */
export function looksLikeGisLayer(text: string): boolean {
  if (looksLikeLayerScript(text)) return true;
  const head = text.slice(0, 65_536).replace(/^[\s\uFEFF]+/, '');
  return head.startsWith('{') && /"type"\s*:\s*"(?:FeatureCollection|Feature)"|"features"\s*:\s*\[/.test(head);
}

/** Reads every `var name = {…};` of a qgis2web layer file. */
export function readLayerScript(text: string): ScriptRead {
  const layers: ScriptLayer[] = [];
  let at = 0;
  for (;;) {
    const next = skipBlank(text, at);
    if (next === null) return { ok: false, message: SCRIPT_REFUSALS.notLayer };
    if (next >= text.length) break;
    DECLARATION.lastIndex = next;
    const declaration = DECLARATION.exec(text);
    if (!declaration) return { ok: false, message: SCRIPT_REFUSALS.notLayer };
    const variable = declaration[1]!;
    const start = DECLARATION.lastIndex;
    if (text[start] !== '{') return { ok: false, message: SCRIPT_REFUSALS.notLayer };
    const end = objectEnd(text, start);
    if (end === null) return { ok: false, message: SCRIPT_REFUSALS.badJson(variable) };
    let json: unknown;
    try {
      json = JSON.parse(text.slice(start, end));
    } catch {
      return { ok: false, message: SCRIPT_REFUSALS.badJson(variable) };
    }
    layers.push({ variable, json });
    at = end;
    const after = skipBlank(text, at);
    if (after === null) return { ok: false, message: SCRIPT_REFUSALS.notLayer };
    at = text[after] === ';' ? after + 1 : after;
  }
  return layers.length > 0 ? { ok: true, layers } : { ok: false, message: SCRIPT_REFUSALS.notLayer };
}

/** 'json_Emplacements_1' → 'Emplacements', as QGIS named the layer; the variable itself when it does not follow the pattern. */
export function layerName(variable: string): string {
  return /^json_(.+?)(?:_\d+)?$/.exec(variable)?.[1] ?? variable;
}

/** The index after white space and comments from `at`; null for a comment left open. */
function skipBlank(text: string, at: number): number | null {
  let i = at;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d || ch === 0xfeff || ch === 0xa0) i += 1;
    else if (text.startsWith('//', i)) {
      const eol = text.indexOf('\n', i);
      i = eol === -1 ? text.length : eol + 1;
    } else if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      if (close === -1) return null;
      i = close + 2;
    } else break;
  }
  return i;
}

/** The index just past the object opening at `start` (braces counted outside strings), or null when it never closes. */
function objectEnd(text: string, start: number): number | null {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') {
      // Skip the string: a backslash escapes the next character.
      for (i += 1; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
      if (i >= text.length) return null;
    } else if (ch === '{' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return null;
}
