import { describe, expect, it } from 'vitest';
import { pathPoints } from '../../server/svg/pathPoints';
import { readPlan } from '../../server/svg/planReader';

const svg = (body: string, attrs = 'viewBox="0 0 400 300"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`;

function read(input: string | Buffer) {
  const result = readPlan(input);
  if (!result.ok) throw new Error(result.message);
  return result;
}
const clean = (input: string | Buffer) => read(input).svg;

describe('SVG plan sanitising', () => {
  it('removes scripts and event handlers but keeps the shapes', () => {
    const out = clean(svg('<script>alert(1)</script><rect id="A-1-1" x="1" y="2" width="5" height="6" onload="alert(2)" onclick="x()"/>'));
    expect(out).not.toMatch(/script|onload|onclick|alert/);
    expect(out).toContain('id="A-1-1"');
  });

  it('removes foreignObject, external links and javascript: links, keeps internal use', () => {
    const out = clean(svg(
      '<defs><g id="croix"><path d="M0 0 L1 1"/></g></defs>' +
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
      '<use href="#croix"/><use xlink:href="http://evil.example/x.svg#a"/>' +
      '<a href="javascript:alert(1)"><circle r="2"/></a><image href="https://tracker.example/p.png"/>' +
      '<rect style="fill:url(https://evil.example/f)" width="1" height="1"/>',
    ));
    expect(out).not.toMatch(/foreignObject|evil|javascript|tracker/);
    expect(out).toContain('href="#croix"');
  });

  it('refuses a DOCTYPE or ENTITY before parsing (billion laughs)', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg">&lol2;</svg>';
    expect(readPlan(laughs)).toEqual({ ok: false, status: 400, message: 'Le fichier SVG contient une déclaration DOCTYPE ou ENTITY, refusée par sécurité.' });
  });

  it('refuses a 100 MB file without reading it', () => {
    const huge = Buffer.alloc(100 * 1024 * 1024, 0x20);
    const result = readPlan(huge);
    expect(result).toMatchObject({ ok: false, status: 413 });
  });

  it('refuses what is not an SVG, or is malformed, or not UTF-8', () => {
    expect(readPlan('<html><body/></html>')).toMatchObject({ ok: false, message: "Le fichier n'est pas un plan SVG." });
    expect(readPlan(svg('<rect>'))).toMatchObject({ ok: false, message: 'Le fichier SVG est mal formé.' });
    expect(readPlan(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toMatchObject({ ok: false, status: 400 });
  });

  it('accepts an XML declaration, comments, processing instructions and the SVG 1.1 DOCTYPE, as Inkscape and Illustrator write them', () => {
    const inkscape =
      '\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n' +
      '<?xml-stylesheet href="https://evil.example/s.css" type="text/css"?>\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ' +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ' +
      'width="210mm" height="297mm" viewBox="0 0 210 297" sodipodi:docname="plan.svg">' +
      '<sodipodi:namedview id="base" inkscape:zoom="0.35"/><metadata><rdf:RDF><rdf:Description about="x"/></rdf:RDF></metadata>' +
      '<g inkscape:label="Calque 1" inkscape:groupmode="layer" id="layer1"><!-- plots --><rect id="A-1-1" x="1" y="2" width="3" height="4"/></g></svg>';
    const result = read(Buffer.from(inkscape));
    expect(result).toMatchObject({ width: 210, height: 297, shapes: [{ key: { carre: 'A', allee: '1', numero: '1' } }] });
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(result.svg).not.toMatch(/<\?|<!|sodipodi|inkscape|rdf|evil/);
  });

  it('reads a plan in the encoding its XML declaration names', () => {
    const latin1 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><title>Cimetière</title></svg>', 'latin1');
    expect(clean(latin1)).toContain('<title>Cimetière</title>');
  });

  it('removes external references hidden in presentation attributes, CSS escapes, image-set(), @import and links', () => {
    const out = clean(svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
      '<rect width="1" height="1" fill="url(http://evil.example/a)" stroke="URL( \'https://evil.example/b\' )"/>' +
      '<rect width="1" height="1" fill="&#117;rl(https://evil.example/c)" filter="url(data:image/svg+xml;base64,PHN2Zz4=)"/>' +
      '<rect width="1" height="1" style="fill:u\\72l(https://evil.example/d)"/>' +
      '<rect width="1" height="1" style="fill:\\75rl(https://evil.example/e)"/>' +
      '<rect width="1" height="1" style="fill:\\000055 RL(https://evil.example/f)"/>' +
      '<rect width="1" height="1" style="fill:red;background:image-set(\'https://evil.example/g.png\' 1x)"/>' +
      '<rect width="1" height="1" style="mask:-webkit-image-set(\'https://evil.example/h.png\' 1x)"/>' +
      '<rect width="1" height="1" style="fill:u/**/rl(https://evil.example/i)"/>' +
      '<rect width="1" height="1" style="fill:url(\'/**/#g\')" mask="url(/**/https://evil.example/j)"/>' +
      '<use xlink:href="http://evil.example/k.svg#a"/><use href=" https://evil.example/l.svg#a"/>' +
      '<text><textPath href="https://evil.example/m#p">x</textPath></text>' +
      '<style>@import \'https://evil.example/n.css\';</style><style>rect { fill: u\\72l(https://evil.example/o) }</style>' +
      '<image href="data:image/png;base64,iVBORw0KGgo="/><set attributeName="href" to="https://evil.example/p"/>' +
      '<rect id="ok" width="1" height="1" fill="url(#g)" style="fill: url( &quot;#g&quot; ); stroke: rgb(0, 0, 0)"/>' +
      '<style>@media (min-width: 10px) { rect:not(.a) { fill: hsl(0 50% 50%) } }</style>',
    ));
    expect(out).not.toMatch(/evil|image|<set|data:/);
    expect(out).toContain('<rect id="ok" width="1" height="1" fill="url(#g)" style="fill: url( &quot;#g&quot; ); stroke: rgb(0, 0, 0)"/>');
    expect(out).toContain('<style>@media (min-width: 10px) { rect:not(.a) { fill: hsl(0 50% 50%) } }</style>');
  });

  it('sets width and height from the viewBox', () => {
    const result = readPlan(svg('<rect width="1" height="1"/>', 'viewBox="0 0 1200 800"'));
    expect(result).toMatchObject({ ok: true, width: 1200, height: 800 });
    if (result.ok) expect(result.svg).toMatch(/width="1200"[^>]*height="800"|height="800"[^>]*width="1200"/);
  });
});

describe('plot shapes of a plan', () => {
  it('reads 1,000 plots by their carré-allée-numéro ids and ignores the rest', () => {
    const rects = Array.from({ length: 1000 }, (_, i) => {
      const [carre, allee, numero] = [Math.floor(i / 100) + 1, Math.floor((i % 100) / 10) + 1, (i % 10) + 1];
      return `<rect id="${carre}-${allee}-${numero}" x="${(i % 40) * 10}" y="${Math.floor(i / 40) * 12}" width="8" height="10"/>`;
    }).join('');
    const { shapes, ignored } = read(svg(`${rects}<rect id="chapelle" width="30" height="30"/><path d="M0 0 L5 5"/>`, 'viewBox="0 0 400 300"'));
    expect(shapes).toHaveLength(1000);
    expect(ignored).toEqual([{ element: 'rect', id: 'chapelle', reason: "ne désigne pas d'emplacement" }]);
    expect(shapes[0]).toEqual({ key: { carre: '1', allee: '1', numero: '1' }, ring: [[0, 0], [8, 0], [8, 10], [0, 10], [0, 0]] });
  });

  it('applies group transforms and reads data attributes, circles and paths', () => {
    const id = '0192d6a4-1b2c-7def-8123-456789abcdef';
    const { shapes } = read(svg(
      `<g transform="translate(100 50) scale(2)"><rect data-emplacement-id="${id}" x="1" y="1" width="2" height="3"/></g>` +
      '<circle data-carre="B" data-allee="2" data-numero="7" cx="10" cy="10" r="4"/>' +
      '<path id="emp-C-3-12" d="m 10 10 h 5 v 5 h -5 z"/>',
    ));
    expect(shapes[0]).toEqual({ key: { emplacementId: id }, ring: [[102, 52], [106, 52], [106, 58], [102, 58], [102, 52]] });
    expect(shapes[1]!.key).toEqual({ carre: 'B', allee: '2', numero: '7' });
    expect(shapes[1]!.ring).toHaveLength(17);
    expect(shapes[2]).toEqual({ key: { carre: 'C', allee: '3', numero: '12' }, ring: [[10, 10], [15, 10], [15, 15], [10, 15], [10, 10]] });
  });

  it('flattens path commands to their end points', () => {
    expect(pathPoints('M0,0 L10,0 C10,5 10,5 10,10 l-10,0 Z M50 50 L60 60')).toEqual([[0, 0], [10, 0], [10, 10], [0, 10]]);
  });
});
