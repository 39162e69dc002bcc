import { z } from 'zod';
import { RENEWAL_WINDOW_YEARS } from '../constants/durations';
import { addYears, compareDates } from '../dates';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import { isPerpetual } from '../rules/concessionStatus';
import { endConcession, presentOccupants } from './common';
import { recordOf } from './engine';
import { documents, emplacementRef, optionalStepDate, ouiNon, stepDate, texte, valide } from './fields';
import { MSG_STEPS } from './messages';
import { informationRenouvellementFaite, lastBurialDate, MSG_PROCEDURES, REPRISE_NR_MIN_YEARS_SINCE_BURIAL } from './preconditions';
import { defineStep, type EngineContext, type ProcedureDef, type StepEffect } from './types';

/**
 * Reprise for non-renewal (spec 002 §2 REPRISE DE CONCESSION POUR NON RENOUVELLEMENT, §4, §5): four steps,
 * three with no deceased. The law (LAW.md): two full years after expiry (CGCT L2223-15), five years since the
 * last burial (R2223-5, applied by ministerial doctrine), and the holders told of their right to renew first
 * (L2223-15 since the 3DS law). The remains go to the ossuary (L2223-4, whose names go in its register) or,
 * after the family was informed and with no known opposition, are cremated and dispersed in the Jardin du
 * souvenir (decision 2024-1110 QPC); objectors' remains are kept apart in the ossuary.
 */

export const DESTINATIONS_DEFUNT = ['ossuaire', 'jardin'] as const;
export type DestinationDefunt = (typeof DESTINATIONS_DEFUNT)[number];

/** The first day the reprise may be ordered: two years after expiry, five after the last burial. */
export function repriseNrFrom(ctx: EngineContext): IsoDate | null {
  const fin = ctx.location?.dateFin;
  if (!fin) return null;
  const burial = lastBurialDate(presentOccupants(ctx));
  const afterExpiry = addYears(fin, RENEWAL_WINDOW_YEARS);
  const afterBurial = burial ? addYears(burial, REPRISE_NR_MIN_YEARS_SINCE_BURIAL) : null;
  return afterBurial && afterBurial > afterExpiry ? afterBurial : afterExpiry;
}

function informationDate(ctx: EngineContext): IsoDate | null {
  const info = ctx.location?.champsSupp?.['informationRenouvellement'] as { date?: unknown } | undefined;
  return typeof info?.date === 'string' ? info.date : null;
}

const arrete = defineStep({
  etape: 1,
  titre: 'Vérifications et arrêté municipal',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({ dateArrete: stepDate("La date de l'arrêté"), numeroArrete: texte(100), documents, valide })),
  impossible: (_proc, ctx) => {
    const location = ctx.location;
    if (!location) return MSG_PROCEDURES.rnrLibre;
    if (!location.dateFin || isPerpetual(location)) return MSG_PROCEDURES.rnrValide;
    if (!informationRenouvellementFaite(location)) return MSG_PROCEDURES.rnrInformation;
    return null;
  },
  availableFrom: (_proc, ctx) => repriseNrFrom(ctx),
  date: (f) => f.dateArrete,
  check: (f, _proc, ctx) => {
    const fin = ctx.location?.dateFin as IsoDate;
    if (compareDates(f.dateArrete, fin) <= 0) return MSG_PROCEDURES.rnrValide;
    if (compareDates(f.dateArrete, addYears(fin, RENEWAL_WINDOW_YEARS)) < 0) return MSG_PROCEDURES.rnrPasEchue;
    const burial = lastBurialDate(presentOccupants(ctx));
    if (burial && compareDates(f.dateArrete, addYears(burial, REPRISE_NR_MIN_YEARS_SINCE_BURIAL)) < 0) return MSG_PROCEDURES.rnrInhumationRecente;
    // L2223-15: the information comes before the reprise is ordered.
    const informed = informationDate(ctx);
    if (!informed || compareDates(informed, f.dateArrete) > 0) return MSG_PROCEDURES.rnrInformation;
    return null;
  },
  data: (f) => ({ arrete: { date: f.dateArrete, numero: f.numeroArrete, document: f.documents[0] ?? null } }),
});

/** The destination of the remains, shared with the reprise after abandonment's last step. */
export const destinationShape = {
  destinationDefunt: z.enum(DESTINATIONS_DEFUNT, { error: MSG_STEPS.rnrDestination }).nullable().default(null),
  ossuaireEmplacementId: emplacementRef,
  jardinEmplacementId: emplacementRef,
  /** Known opposition to cremation (L2223-4, 2024-1110 QPC): the remains go to the ossuary, apart. */
  oppositionCremationConnue: ouiNon,
  dateInformationFamille: optionalStepDate,
};
const destinationFields = z.lazy(() => z.object({ dateDestination: stepDate('La date'), ...destinationShape, valide }));
type DestinationFields = z.output<typeof destinationFields>;

/** The plot the remains go to, as chosen at step 2. */
export function targetOf(values: Record<string, unknown>): string | null {
  const id = values['destinationDefunt'] === 'jardin' ? values['jardinEmplacementId'] : values['ossuaireEmplacementId'];
  return typeof id === 'string' ? id : null;
}

export function destinationRule(f: Pick<DestinationFields, 'destinationDefunt' | 'ossuaireEmplacementId' | 'jardinEmplacementId' | 'oppositionCremationConnue' | 'dateInformationFamille'>, ctx: EngineContext): string | null {
  if (presentOccupants(ctx).length === 0) return null;
  if (f.destinationDefunt === null) return MSG_STEPS.rnrDestination;
  const id = targetOf(f);
  const target = id ? ctx.targets[id] : undefined;
  const current = target?.location && !target.location.isArchived && !target.location.deletedAt ? target.location : null;
  if (f.destinationDefunt === 'ossuaire') {
    if (!id) return MSG_STEPS.rnrOssuaire;
    return current?.type === 'Ossuaire' ? null : MSG_STEPS.rnrPasOssuaire;
  }
  if (!id) return MSG_STEPS.rnrJardin;
  if (current?.type !== 'Jardin du souvenir') return MSG_STEPS.rnrPasJardin;
  if (f.oppositionCremationConnue !== false) return MSG_STEPS.rnrOpposition;
  return f.dateInformationFamille ? null : MSG_STEPS.rnrInformationCremation;
}

const destination = defineStep({
  etape: 2,
  titre: 'Destination des défunts',
  bouton: 'Démarrer',
  // Chosen again while the remains have not moved (a burial since, an opposition made known).
  redoable: true,
  schema: destinationFields,
  date: (f) => f.dateDestination,
  targets: (champs) => [targetOf(champs)].filter((id): id is string => id !== null),
  check: (f, _proc, ctx) => destinationRule(f, ctx),
  data: (f) => ({
    destinationDefunt: f.destinationDefunt, ossuaireEmplacementId: f.destinationDefunt === 'ossuaire' ? f.ossuaireEmplacementId : null,
    jardinEmplacementId: f.destinationDefunt === 'jardin' ? f.jardinEmplacementId : null,
    oppositionCremationConnue: f.oppositionCremationConnue, dateInformationFamille: f.dateInformationFamille,
  }),
});

export function hasDeceased(proc: Procedure, ctx: EngineContext, etape = 4): boolean {
  return presentOccupants(ctx).length > 0 || recordOf(proc, etape) !== undefined;
}

/** The last step's effect: the concession ends; the remains move to the ossuary or the Jardin du souvenir. */
export function ending(proc: Procedure, ctx: EngineContext, date: IsoDate): StepEffect {
  const id = targetOf(proc.data);
  const target = id ? ctx.targets[id] : undefined;
  const toJardin = proc.data['destinationDefunt'] === 'jardin';
  const occupants = target?.location
    ? presentOccupants(ctx).map((o) => ({
        id: o.id,
        changes: {
          emplacementId: target.emplacement.id, locationId: target.location?.id ?? null, dateExhumation: date,
          ...(toJardin
            ? { modeSepulture: 'cremation', cremation: { dateCremation: date, destinationUrneCendre: 'dispersionJardin', dateDispersion: date, dateInhumation: null } }
            : {}),
        },
      }))
    : [];
  return { location: endConcession(ctx), occupants };
}

const remiseEnEtat = defineStep({
  etape: 3,
  titre: 'Remise en état',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({ dateRemiseEnEtat: stepDate('La date de remise en état'), description: texte(2000), documents, valide })),
  date: (f) => f.dateRemiseEnEtat,
  // Monuments left on a concession not renewed became the commune's after the two years (LAW.md).
  data: (f) => ({ remiseEnEtat: { date: f.dateRemiseEnEtat, description: f.description } }),
  effect: (f, proc, ctx, last) => (last ? ending(proc, ctx, f.dateRemiseEnEtat) : {}),
});

const confirmation = defineStep({
  etape: 4,
  titre: "Confirmation de la dispersion ou du dépôt à l'ossuaire",
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({ dateDepot: stepDate('La date de dépôt ou de dispersion'), documents, valide })),
  applies: (proc, ctx) => hasDeceased(proc, ctx),
  date: (f) => f.dateDepot,
  targets: (_champs, proc) => [targetOf(proc.data)].filter((id): id is string => id !== null),
  check: (_f, proc, ctx) => destinationRule(proc.data as DestinationFields, ctx),
  data: (f) => ({ dateDepot: f.dateDepot, autorisation: f.documents[0] ?? null }),
  effect: (f, proc, ctx, last) => (last ? ending(proc, ctx, f.dateDepot) : {}),
});

export const repriseNonRenouvellement: ProcedureDef = { kind: 'repriseNonRenouvellement', steps: [arrete, destination, remiseEnEtat, confirmation] };
