import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { mailHtmlToText, purifyMailBody } from '../../src/domain/mail/sanitize';
import { sanitizeOnServer, serverPurifier } from '../../server/mail/sanitize';

/**
 * Issue 17: 'no script may reach a mail client'. Whatever HTML a device sends (a hostile one included), the
 * body the archive keeps and the server sends holds no script, no event handler, no javascript: link, no
 * embedded content. Inputs are made of pieces hostile HTML is built from, shuffled by fast-check.
 */

const PIECES = [
  '<script>alert(1)</script>', '<SCRIPT SRC=//x.test/x.js></SCRIPT>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)><script>1</script></svg>',
  '<a href="javascript:alert(1)">lien</a>', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a href="data:text/html,<script>1</script>">x</a>', '<a href="https://mairie.fr">mairie</a>',
  '<iframe src="https://x.test"></iframe>', '<object data=x></object>', '<embed src=x>', '<style>body{background:url(javascript:1)}</style>',
  '<p onclick="alert(1)">texte</p>', '<div style="background:url(javascript:alert(1))">x</div>', '<form action=x><input name=a></form>', '<math><mi xlink:href="javascript:1">x</mi></math>',
  '<p>Madame, Monsieur,</p>', '<strong>échéance</strong>', '<ul><li>un</li></ul>', '<!-- <script>x</script> -->', '<<script>script>alert(1)<</script>/script>', '<scr<script>ipt>alert(1)</script>',
  '<body onload=alert(1)>', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<base href="javascript:">', '<table><tr><td background="javascript:1">x</td></tr></table>',
  '"', "'", '>', '<', '&', ' ', 'é', '\n',
];

const hostileHtml = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 8 })), { maxLength: 12 }).map((parts) => parts.join(''));

// One window for every check: a new JSDOM per case costs more than the sanitiser itself.
const probe = new JSDOM('<body><template></template></body>').window.document.querySelector('template') as HTMLTemplateElement;

/** What a mail client would find dangerous in this HTML, parsed as a browser parses it. */
function dangers(html: string): string[] {
  probe.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(probe.content.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'img', 'form', 'input', 'meta', 'base', 'link'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.toLowerCase().startsWith('on') || attr.name === 'style' || attr.name === 'background') found.push(`${tag}@${attr.name}`);
      if (['href', 'src', 'action', 'xlink:href'].includes(attr.name) && !/^(https?:|mailto:|tel:)/i.test(attr.value.trim())) found.push(`${tag}@${attr.name}=${attr.value}`);
    }
  }
  return found;
}

describe('mail body sanitisation (device and server use one configuration)', () => {
  serverPurifier();

  it('keeps the formatting of an ordinary letter', () => {
    expect(sanitizeOnServer('<p>Madame,</p><p>Votre concession <strong>n° 12</strong> arrive à échéance : <a href="https://mairie.fr">mairie.fr</a>.</p>')).toBe(
      '<p>Madame,</p><p>Votre concession <strong>n° 12</strong> arrive à échéance : <a href="https://mairie.fr">mairie.fr</a>.</p>',
    );
    expect(mailHtmlToText('<p>Madame,</p><p>Le 1&nbsp;234,56&nbsp;€ <em>dû</em>.</p><ul><li>un</li></ul>')).toBe('Madame,\nLe 1 234,56 € dû.\n\n- un');
  });

  it('lets no script, handler, embedded content or javascript: link through, whatever the input (property)', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        expect(dangers(sanitizeOnServer(html))).toEqual([]);
        expect(dangers(purifyMailBody(html))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
