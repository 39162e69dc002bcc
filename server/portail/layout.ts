import { html, SafeHtml } from './html';

/**
 * The frame of every portal page (issue 30): French, readable on a small phone, no web font, no app script,
 * one small style sheet inline and an empty icon (the page is one request: no /favicon.ico asked, nor its
 * 404), colours at WCAG AA contrast or better.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1.05rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}
header{background:#1f3d2b;color:#fff;padding:1rem}
header p{margin:0;font-size:.95rem}
h1{margin:.2rem 0 0;font-size:1.5rem;line-height:1.25}
main{padding:1rem;max-width:42rem;margin:0 auto}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
a{color:#0a4a82}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem;border:2px solid #555;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #b35c00;outline-offset:2px}
button{font:inherit;font-weight:600;margin-top:1rem;padding:.7rem 1.2rem;min-height:3rem;border:0;border-radius:.4rem;background:#1f3d2b;color:#fff}
.message{padding:.75rem;border-left:4px solid #a4262c;background:#fdf1f1}
.resultats{padding:0;list-style:none}
.resultats li{padding:.75rem 0;border-bottom:1px solid #ccc}
.nom{font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
figure{margin:0}
.plan{width:100%;height:auto;border:1px solid #888;background:#f4f4f0;display:block}
.voisins{fill:#e6e1d3;stroke:#6f6a5e;stroke-width:1;vector-effect:non-scaling-stroke}
.guide .voisins{fill:none}
.tombe{fill:#d10000;fill-opacity:.35;stroke:#d10000;stroke-width:3;vector-effect:non-scaling-stroke}
.repere{fill:none;stroke:#d10000;stroke-width:3;vector-effect:non-scaling-stroke}
.vous{fill:#0a4a82;stroke:#fff;stroke-width:3;vector-effect:non-scaling-stroke}
footer{padding:1rem;max-width:42rem;margin:0 auto;font-size:.95rem;color:#444}
`.replace(/\n/g, '');

export interface PageOptions {
  title: string;
  heading: string;
  /** Search results and a deceased's page are not indexed (issue 30): only the cemetery's own page is. */
  index: boolean;
  body: SafeHtml;
  script?: string;
}

export function page(o: PageOptions): string {
  return `<!doctype html>${html`<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${o.title}</title><meta name="robots" content="${o.index ? 'index, follow' : 'noindex, nofollow'}"><meta name="description" content="${o.heading} : horaires, règlement et recherche d’un défunt."><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><style>${new SafeHtml(STYLE)}</style></head><body><header><p>Portail du cimetière</p><h1>${o.heading}</h1></header><main>${o.body}</main><footer><p>Ce portail ne montre que le nom des défunts, leurs années de naissance et de décès et l’emplacement de leur sépulture. Une famille peut demander à la mairie qu’un nom n’y figure pas.</p></footer>${o.script ? html`<script src="${o.script}" defer></script>` : ''}</body></html>`}`;
}

