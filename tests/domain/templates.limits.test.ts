import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/domain/templates/defaults';
import { htmlDepth, MAX_TEMPLATE_HTML_NESTING, MAX_TEMPLATE_NESTING, MSG_TEMPLATE_HTML_TOO_NESTED, MSG_TEMPLATE_TOO_NESTED, templateBodyError } from '../../src/domain/templates/limits';
import { renderTemplate } from '../../src/domain/templates/render';
import { templateInputSchema } from '../../src/domain/templates/types';

/** Templates limited at save (issue 27): 5,000 nested '{% if %}' blocks made every push of the town fail. */
const ifs = (n: number, inner = 'x') => '{% if concession.numero not_exist %}'.repeat(n) + inner + '{% endif %}'.repeat(n);
const divs = (n: number) => '<div>'.repeat(n) + 'x' + '</div>'.repeat(n);

describe('htmlDepth', () => {
  it.each([
    ['text', 'bonjour', 0],
    ['one paragraph', '<p>a</p>', 1],
    ['bold in a paragraph', '<p>a <strong>b</strong></p><p>c</p>', 2],
    ['void and self-closed elements hold nothing', '<p>a<br>b<img src="x"><span/></p>', 1],
    ['paragraphs left open are siblings', '<p>a<p>b<p>c', 1],
    ['a stray closing tag is ignored', '</div><p>a</p>', 1],
    ['a closing tag closes what was left open inside it', '<div><span><b>a</div><div>b</div>', 3],
    ['upper case', '<DIV><Div>a</div></DIV>', 2],
    ['deep', divs(1000), 1000],
  ])('%s', (_label, html, expected) => {
    expect(htmlDepth(html)).toBe(expected);
  });
});

describe('templateBodyError', () => {
  it.each([
    [`${MAX_TEMPLATE_NESTING} nested blocks`, ifs(MAX_TEMPLATE_NESTING), null],
    [`${MAX_TEMPLATE_NESTING + 1} nested blocks`, ifs(MAX_TEMPLATE_NESTING + 1), MSG_TEMPLATE_TOO_NESTED],
    ['5,000 nested blocks', ifs(5000), MSG_TEMPLATE_TOO_NESTED],
    ['5,000 blocks one after the other', '{% if a exist %}x{% endif %}'.repeat(5000), null],
    [`${MAX_TEMPLATE_HTML_NESTING} nested tags`, divs(MAX_TEMPLATE_HTML_NESTING), null],
    [`${MAX_TEMPLATE_HTML_NESTING + 1} nested tags`, divs(MAX_TEMPLATE_HTML_NESTING + 1), MSG_TEMPLATE_HTML_TOO_NESTED],
  ])('%s', (_label, source, expected) => {
    expect(templateBodyError(source)).toBe(expected);
  });

  it('accepts every template the product ships', () => {
    for (const t of DEFAULT_TEMPLATES) for (const body of Object.values(t.content)) expect(templateBodyError(body ?? ''), t.slug).toBeNull();
  });

  it('is the form’s own rule: the editor and the server refuse a body too nested, naming its field', () => {
    const { id: _id, parDefaut: _p, updatedAt: _u, ...letter } = DEFAULT_TEMPLATES[0]!;
    const parsed = templateInputSchema.safeParse({ ...letter, content: { pdf: ifs(5000), objet: 'Objet' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ message: MSG_TEMPLATE_TOO_NESTED, path: ['content', 'pdf'] });
    expect(templateInputSchema.safeParse({ ...letter, content: { pdf: ifs(3), objet: 'Objet' } }).success).toBe(true);
  });
});

describe('the renderer', () => {
  it('renders a template stored before the limits, 100,000 blocks deep, without overflowing its stack', () => {
    expect(renderTemplate(ifs(100_000, 'fin'), {}, (html) => html)).toBe('fin');
  });
});
