import { parseTemplate, type TemplateCondition, type TemplateNode } from './language';

/**
 * The one renderer of templates (issue 17): the preview, the PDF, the .docx, the mail and the SMS all call
 * `renderTemplate`. Pure: values come in already worded (French dates and amounts, see values.ts), and the
 * sanitiser comes from the caller (DOMPurify on the device, DOMPurify over jsdom on the server), so the domain
 * stays free of any DOM.
 */

export type TemplateValue = string | number | null | undefined | readonly string[];
export type TemplateValues = Readonly<Record<string, TemplateValue>>;
/** Removes from HTML whatever could run (scripts, event attributes, javascript: links). */
export type HtmlSanitizer = (html: string) => string;

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A value as the reader sees it: '' when it has none (never 'undefined' or 'null'), a list joined by commas. */
export function valueText(v: TemplateValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'string') return v;
  return v.filter((s) => s.trim() !== '').join(', ');
}

function present(v: TemplateValue): boolean {
  if (Array.isArray(v)) return v.some((s) => typeof s === 'string' && s.trim() !== '');
  return valueText(v).trim() !== '';
}

function count(v: TemplateValue): number {
  if (Array.isArray(v)) return v.filter((s) => typeof s === 'string' && s.trim() !== '').length;
  if (typeof v === 'number') return v;
  const n = Number(valueText(v).replace(',', '.').trim());
  return valueText(v).trim() !== '' && Number.isFinite(n) ? n : 0;
}

const norm = (s: string) => s.trim().toLocaleLowerCase('fr');

/** Whether a conditional block shows (spec 002 §3): equal compares the worded value, case and outer spaces aside. */
export function conditionHolds(c: TemplateCondition, values: TemplateValues): boolean {
  const v = values[c.property];
  switch (c.operator) {
    case 'exist':
      return present(v);
    case 'not_exist':
      return !present(v);
    case 'more_than_1':
      return count(v) > 1;
    case 'equal':
    case 'not_equal': {
      const expected = norm(c.value ?? '');
      const equal = Array.isArray(v) ? v.some((s) => norm(s) === expected) : norm(valueText(v)) === expected;
      return c.operator === 'equal' ? equal : !equal;
    }
  }
}

/**
 * Walks the tree with its own stack, not by recursion: a template stored before nesting was limited at save
 * (limits.ts) renders whatever its depth, and never overflows the server's stack inside a push (issue 27).
 */
function renderNodes(nodes: readonly TemplateNode[], values: TemplateValues, out: string[]): void {
  const pending: TemplateNode[] = [...nodes].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === 'html') out.push(node.html);
    else if (node.kind === 'placeholder') out.push(escapeHtml(valueText(values[node.property])));
    else if (conditionHolds(node.condition, values)) for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
  }
}

/** The template filled with the values, sanitised: HTML that can be shown, mailed or laid out as a PDF. */
export function renderTemplate(source: string, values: TemplateValues, sanitize: HtmlSanitizer): string {
  const out: string[] = [];
  renderNodes(parseTemplate(source).nodes, values, out);
  return sanitize(out.join(''));
}

/** The template filled as plain text (an SMS, a mail subject): tags dropped, entities read, spaces folded. */
export function renderTemplateText(source: string, values: TemplateValues, sanitize: HtmlSanitizer): string {
  return htmlToText(renderTemplate(source, values, sanitize));
}

export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
