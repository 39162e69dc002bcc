import { isHolder } from '../constants/contacts';
import { PROCEDURE_LABELS } from '../constants/procedures';
import { formatFrDate, formatPartialDate } from '../dates';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Note } from '../entities/note';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { Travaux } from '../entities/travaux';
import { personName, plotLabel, plotShortLabel } from '../rules/labels';
import type { SearchDoc, SearchKind } from './types';

/** What the documents need to resolve a row's plot and family. */
export interface SearchContext {
  emplacement(id: string): Emplacement | undefined;
  location(id: string): Location | undefined;
}

function make(kind: SearchKind, rowId: string, emplacementId: string, fields: Omit<SearchDoc, 'key' | 'kind' | 'rowId' | 'emplacementId'>): SearchDoc {
  return { key: `${kind}:${rowId}`, kind, rowId, emplacementId, ...fields };
}

interface PlotLabels {
  both: string;
  long: string;
}

/** A plot's labels, once per plot row: every deceased, concession and holder of the plot shows them. */
const labelCache = new WeakMap<Emplacement, PlotLabels>();

function plotLabels(e: Emplacement): PlotLabels {
  let l = labelCache.get(e);
  if (!l) {
    const long = plotLabel(e);
    l = { both: `${plotShortLabel(e)} ${long}`, long };
    labelCache.set(e, l);
  }
  return l;
}

/** Both label forms, so 'A-3-12', 'a 3 12' and 'Carré A' all find the plot. */
function labels(e: Emplacement | undefined): string {
  return e ? plotLabels(e).both : '';
}

export function emplacementDoc(e: Emplacement): SearchDoc {
  return make('emplacement', e.id, e.id, {
    nom: '', prenom: '', nomJeuneFille: '', label: labels(e), extra: e.libelle ?? '',
    title: plotLabels(e).long || 'Emplacement', subtitle: e.typeOccupation ?? '',
  });
}

export function locationDoc(l: Location, ctx: SearchContext): SearchDoc {
  const e = ctx.emplacement(l.emplacementId);
  return make('concession', l.id, l.emplacementId, {
    nom: l.famille ?? '', prenom: '', nomJeuneFille: '', label: `${labels(e)} ${l.numero ?? ''}`, extra: l.type,
    title: `Famille ${l.famille ?? 'inconnue'}`, subtitle: [l.type, l.numero ? `N° ${l.numero}` : '', e ? plotLabels(e).long : ''].filter(Boolean).join(' · '),
  });
}

/**
 * A deceased whose body left the plot (etat 'exhume') is out of /defunts (spec 001 §4) but stays findable by
 * name: the result says so, beside the plot it left.
 */
function exhumeText(o: Occupant): string {
  if (o.etat !== 'exhume') return '';
  return o.dateExhumation ? `exhumé le ${formatFrDate(o.dateExhumation)}` : 'exhumé';
}

export function occupantDoc(o: Occupant, ctx: SearchContext): SearchDoc {
  const e = ctx.emplacement(o.emplacementId);
  const deces = formatPartialDate(o.dateDeces);
  return make('defunt', o.id, o.emplacementId, {
    nom: o.nom ?? '', prenom: o.prenom ?? '', nomJeuneFille: o.nomJeuneFille ?? '', label: labels(e), extra: o.lieuDeces ?? '',
    title: personName(o), subtitle: [deces ? `décès ${deces}` : '', exhumeText(o), e ? plotLabels(e).long : ''].filter(Boolean).join(' · '),
  });
}

/**
 * The holders of a concession, as the 'Concessionnaires' group says and as /concessionnaires lists them: heirs,
 * neighbours and other contacts are not indexed, nor a contact with no concession (it leads nowhere).
 */
export function contactDoc(c: Contact, ctx: SearchContext): SearchDoc | null {
  if (!isHolder(c)) return null;
  const l = c.locationId ? ctx.location(c.locationId) : undefined;
  if (!l) return null;
  const e = ctx.emplacement(l.emplacementId);
  return make('concessionnaire', c.id, l.emplacementId, {
    nom: c.nom ?? c.nomSociete ?? '', prenom: c.prenom ?? '', nomJeuneFille: c.nomJeuneFille ?? '', label: labels(e),
    extra: [c.typeDeContact, c.commune, l.famille].filter(Boolean).join(' '),
    title: c.nomSociete ?? personName(c), subtitle: [c.typeDeContact, `Famille ${l.famille ?? 'inconnue'}`].filter(Boolean).join(' · '),
  });
}

export function procedureDoc(p: Procedure, ctx: SearchContext): SearchDoc {
  const e = ctx.emplacement(p.emplacementId);
  const l = p.locationId ? ctx.location(p.locationId) : undefined;
  return make('procedure', p.id, p.emplacementId, {
    nom: l?.famille ?? '', prenom: '', nomJeuneFille: '', label: labels(e), extra: PROCEDURE_LABELS[p.kind],
    title: PROCEDURE_LABELS[p.kind], subtitle: [l?.famille ? `Famille ${l.famille}` : '', p.dateDebut ? `depuis le ${formatFrDate(p.dateDebut)}` : ''].filter(Boolean).join(' · '),
  });
}

export function travauxDoc(t: Travaux, ctx: SearchContext): SearchDoc {
  const e = ctx.emplacement(t.emplacementId);
  return make('travaux', t.id, t.emplacementId, {
    nom: t.demandeur?.nom ?? '', prenom: t.demandeur?.prenom ?? '', nomJeuneFille: '', label: labels(e),
    extra: [t.type, t.executant?.nomSociete, t.description].filter(Boolean).join(' '),
    title: t.type, subtitle: [t.executant?.nomSociete, e ? plotLabels(e).long : ''].filter(Boolean).join(' · '),
  });
}

/** A note linked to a plot (issue 18), found by its title and text; a note in the trash or of no plot is not. */
export function noteDoc(n: Note, ctx: SearchContext): SearchDoc | null {
  if (!n.emplacementId || n.etat === 3) return null;
  const e = ctx.emplacement(n.emplacementId);
  return make('note', n.id, n.emplacementId, {
    nom: n.titre, prenom: '', nomJeuneFille: '', label: labels(e), extra: n.contenu ?? '',
    title: n.titre, subtitle: [formatFrDate(n.date), e ? plotLabels(e).long : ''].filter(Boolean).join(' · '),
  });
}
