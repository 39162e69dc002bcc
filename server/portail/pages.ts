import { personName, plotLabelParts } from '../../src/domain/rules/labels';
import type { PortalDeceased } from '../../src/domain/portail/publicRecord';
import type { PortalQuery } from '../../src/domain/portail/portalSearch';
import { html, type SafeHtml } from './html';
import { GUIDE_SCRIPT_PATH } from './guideScript';
import { page } from './layout';
import type { PortalEspace } from './portail.repository';

/** The portal's pages (issue 30), each a whole HTML document built from public facts only. */

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

export const portalBase = (uid: string) => `/portail/${encodeURIComponent(uid)}`;

function addressOf(e: PortalEspace): string {
  return [e.adresse, [e.codePostal, e.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function searchForm(e: PortalEspace, q: PortalQuery): SafeHtml {
  return html`<form method="get" action="${portalBase(e.uid ?? '')}/recherche" role="search">
<label for="nom">Nom de famille ou nom de naissance</label>
<input id="nom" name="nom" type="text" required maxlength="100" autocomplete="off" autocapitalize="characters" value="${q.nom}">
<label for="prenom">Prénom (facultatif)</label>
<input id="prenom" name="prenom" type="text" maxlength="100" autocomplete="off" value="${q.prenom}">
<button type="submit">Rechercher</button>
</form>`;
}

/** '1921 – 1998', '? – 1998', '' when neither year is known. */
export function yearsOf(d: PortalDeceased): string {
  if (d.anneeNaissance === null && d.anneeDeces === null) return '';
  return `${d.anneeNaissance ?? '?'} – ${d.anneeDeces ?? '?'}`;
}

export function placeOf(d: PortalDeceased): string {
  return plotLabelParts(d).join(', ') || 'Emplacement sans numéro';
}

export function cemeteryPage(e: PortalEspace): string {
  const address = addressOf(e);
  const hours = e.horaires.map((h, i) => ({ day: WEEKDAYS[i] ?? '', h: h.trim() })).filter((x) => x.h && x.day);
  const base = portalBase(e.uid ?? '');
  const documents = [
    e.reglementSha256 ? html`<li><a href="${base}/reglement.pdf">${e.nomReglement || 'Règlement du cimetière'}</a> (règlement du cimetière, PDF)</li>` : '',
    e.patrimoineSha256 ? html`<li><a href="${base}/patrimoine.pdf">${e.nomPatrimoine || 'Patrimoine funéraire'}</a> (patrimoine funéraire, PDF)</li>` : '',
  ].filter(Boolean);
  const body = html`${address ? html`<p>${address}</p>` : ''}
<h2>Rechercher un défunt</h2>
<p>Saisissez le nom du défunt : les accents et une petite faute de frappe sont pardonnés.</p>
${searchForm(e, { nom: '', prenom: '' })}
<h2>Horaires d’ouverture</h2>
${hours.length ? html`<dl>${hours.map((x) => html`<dt>${x.day}</dt><dd>${x.h}</dd>`)}</dl>` : html`<p>Horaires non communiqués : renseignez-vous auprès de la mairie.</p>`}
${documents.length ? html`<h2>Documents</h2><ul>${documents}</ul>` : ''}`;
  return page({ title: `${e.nom} — portail du cimetière`, heading: e.nom, index: true, body });
}

function resultItem(e: PortalEspace, d: PortalDeceased): SafeHtml {
  const years = yearsOf(d);
  return html`<li><a class="nom" href="${portalBase(e.uid ?? '')}/defunt/${d.id}">${personName(d)}</a><br>${years ? html`${years} · ` : ''}${placeOf(d)}</li>`;
}

export function resultsPage(e: PortalEspace, q: PortalQuery, found: { results: PortalDeceased[]; total: number }): string {
  const asked = [q.nom, q.prenom].filter(Boolean).join(' ');
  const summary =
    found.total === 0
      ? html`<p>Aucun défunt trouvé pour « ${asked} ». Vérifiez l’orthographe, essayez le nom de naissance ou le seul nom de famille.</p>`
      : found.total > found.results.length
        ? html`<p>${found.total} défunts trouvés ; les ${found.results.length} plus proches sont montrés. Ajoutez le prénom pour affiner.</p>`
        : html`<p>${found.total === 1 ? '1 défunt trouvé.' : `${found.total} défunts trouvés.`}</p>`;
  const body = html`<h2>Résultats pour « ${asked} »</h2>
${summary}
${found.results.length ? html`<ol class="resultats">${found.results.map((d) => resultItem(e, d))}</ol>` : ''}
<h2>Nouvelle recherche</h2>
${searchForm(e, q)}
<p><a href="${portalBase(e.uid ?? '')}">Retour à la page du cimetière</a></p>`;
  return page({ title: `Recherche « ${asked} » — ${e.nom}`, heading: e.nom, index: false, body });
}

/** `plan` null: the cemetery has no plan online; `guided`: the plan carries 'Me guider', whose script the page then loads. */
export function deceasedPage(e: PortalEspace, d: PortalDeceased, plan: { view: SafeHtml; guided: boolean } | null): string {
  const years = yearsOf(d);
  const body = html`<h2>${personName(d)}</h2>
<dl>${years ? html`<dt>Années</dt><dd>${years}</dd>` : ''}<dt>Sépulture</dt><dd>${placeOf(d)}</dd></dl>
<h2>Sur le plan</h2>
${plan?.view ?? html`<p>Le plan de ce cimetière n’est pas disponible en ligne.</p>`}
<p><a href="${portalBase(e.uid ?? '')}">Retour à la page du cimetière</a></p>`;
  return page({ title: `${personName(d)} — ${e.nom}`, heading: e.nom, index: false, body, ...(plan?.guided ? { script: GUIDE_SCRIPT_PATH } : {}) });
}

/** A refused or impossible request, in French, with the way back when the cemetery is known. */
export function messagePage(title: string, message: string, back: string | null): string {
  const body = html`<h2>${title}</h2><p class="message">${message}</p>${back ? html`<p><a href="${back}">Retour à la page du cimetière</a></p>` : ''}`;
  return page({ title, heading: 'Portail des cimetières', index: false, body });
}

export const MSG_PORTAL_NOT_FOUND = 'Ce portail n’existe pas ou n’est pas en ligne. Vérifiez l’adresse, ou renseignez-vous auprès de la mairie.';
export const MSG_DECEASED_NOT_FOUND = 'Ce défunt ne figure pas sur le portail de ce cimetière.';
