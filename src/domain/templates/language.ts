/**
 * The template language (spec 002 §3 Template document, conditional block; issue 17). A template is the HTML
 * the editor writes, with two kinds of marks in its text:
 * - a placeholder `{{concession.numero}}`: the value of that property, escaped; empty when it has none;
 * - a conditional block `{% if property operator "value" %} … {% endif %}`, nestable, shown when the property
 *   passes the operator (exist, not_exist, more_than_1, equal, not_equal; a value only for equal and not_equal).
 * A block mark alone in its paragraph takes the paragraph with it, so a hidden block leaves no empty line.
 */

export const CONDITION_OPERATORS = ['exist', 'not_exist', 'more_than_1', 'equal', 'not_equal'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** What each operator reads as in the editor's menu. */
export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  exist: 'est renseigné',
  not_exist: "n'est pas renseigné",
  more_than_1: 'en compte plus d’un',
  equal: 'est égal à',
  not_equal: 'est différent de',
};

export interface TemplateCondition {
  property: string;
  operator: ConditionOperator;
  value: string | null;
}

export type TemplateNode =
  | { kind: 'html'; html: string }
  | { kind: 'placeholder'; property: string }
  | { kind: 'block'; condition: TemplateCondition; children: TemplateNode[] };

const PROPERTY = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const MARK = /\{\{\s*([^{}]*?)\s*\}\}|\{%\s*([^{}%]*?)\s*%\}/g;
/** A block mark alone in a paragraph (the editor wraps every line in <p>). */
const LONE_MARK = /<p(?:\s[^>]*)?>\s*(\{%[^{}%]*%\})\s*<\/p>/g;

/** The few entities the editor writes inside text, read back so a mark's value is what the user typed. */
export function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The text of a block mark, `if p op "v"`, as a condition; null when it is not one. */
export function parseCondition(tag: string): TemplateCondition | null {
  const m = /^if\s+(\S+)\s+(\S+)(?:\s+"([^"]*)")?\s*$/.exec(decodeEntities(tag).trim());
  if (!m) return null;
  const [, property = '', operator = '', value] = m;
  if (!PROPERTY.test(property) || !(CONDITION_OPERATORS as readonly string[]).includes(operator)) return null;
  const op = operator as ConditionOperator;
  const needsValue = op === 'equal' || op === 'not_equal';
  return { property, operator: op, value: needsValue ? (value ?? '') : null };
}

/** The mark a condition is written as (the editor's 'Bloc conditionnel' inserts it). */
export function conditionMark(c: TemplateCondition): string {
  const needsValue = c.operator === 'equal' || c.operator === 'not_equal';
  return `{% if ${c.property} ${c.operator}${needsValue ? ` "${(c.value ?? '').replace(/"/g, '')}"` : ''} %}`;
}
export const END_MARK = '{% endif %}';

export function placeholderMark(property: string): string {
  return `{{${property}}}`;
}

export interface ParsedTemplate {
  nodes: TemplateNode[];
  /** French messages for marks that are not understood or blocks left open; the renderer still renders. */
  errors: string[];
  /** How many conditional blocks stand one inside another at the deepest point (0: none). */
  depth: number;
}

/** Reads a template into its tree. Never throws: an unknown mark is kept as text and reported. */
export function parseTemplate(source: string): ParsedTemplate {
  const html = source.replace(LONE_MARK, '$1');
  const root: TemplateNode[] = [];
  const stack: Array<{ children: TemplateNode[] }> = [{ children: root }];
  const errors: string[] = [];
  let depth = 0;
  const top = () => stack[stack.length - 1]!.children;
  let last = 0;
  for (const m of html.matchAll(MARK)) {
    if (m.index > last) top().push({ kind: 'html', html: html.slice(last, m.index) });
    last = m.index + m[0].length;
    if (m[1] !== undefined) {
      const property = decodeEntities(m[1]).trim();
      if (PROPERTY.test(property)) top().push({ kind: 'placeholder', property });
      else {
        errors.push(`Champ inconnu : ${m[0]}`);
        top().push({ kind: 'html', html: m[0] });
      }
      continue;
    }
    const tag = decodeEntities(m[2] ?? '').trim();
    if (tag === 'endif') {
      if (stack.length > 1) stack.pop();
      else errors.push('Fin de bloc conditionnel sans début : {% endif %}');
      continue;
    }
    const condition = parseCondition(tag);
    if (!condition) {
      errors.push(`Bloc conditionnel incompris : ${m[0]}`);
      top().push({ kind: 'html', html: m[0] });
      continue;
    }
    const block: TemplateNode = { kind: 'block', condition, children: [] };
    top().push(block);
    stack.push(block);
    depth = Math.max(depth, stack.length - 1);
  }
  if (last < html.length) top().push({ kind: 'html', html: html.slice(last) });
  if (stack.length > 1) errors.push(`Bloc conditionnel non fermé (${stack.length - 1}) : ajoutez {% endif %}.`);
  return { nodes: root, errors, depth };
}
