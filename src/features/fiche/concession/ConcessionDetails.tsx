import { Paper, SimpleGrid } from '@mantine/core';
import { formatFrDate } from '../../../domain/dates';
import type { Location } from '../../../domain/entities/location';
import type { Procedure } from '../../../domain/entities/procedure';
import { depassementsOf } from '../../../domain/rules/burialCapacity';
import { capacityText } from '../../../domain/rules/capacity';
import { DROIT_INHUMATION_LABELS, droitInhumationOf, gratuiteText } from '../../../domain/rules/droitInhumation';
import { isPerpetual, repriseAEcheance } from '../../../domain/rules/concessionStatus';
import type { FicheVariant } from '../ficheVariant';
import { LabeledValue } from '../../shared/LabeledValue';
import { procedureDateRows } from './procedureDates';

/** One fact of the concession, found by tests through its label. */
const Fact = ({ label, value }: { label: string; value: string }) => (
  <LabeledValue label={label} fw={600} testId={`fait-${label}`}>
    {value}
  </LabeledValue>
);

function dureeText(l: Location): string {
  if (isPerpetual(l)) return 'Perpétuelle';
  if (l.type === 'Caveau') return '6 mois';
  return l.duree ? `${l.duree} ans` : 'non renseignée';
}

/** Concession facts by variant (spec 001 §2): the full sheet, Terrain commun / Caveau, or equipment. */
export function ConcessionDetails({ location, variant, present, procedures = [] }: {
  location: Location; variant: FicheVariant; present: number; today: string; procedures?: readonly Procedure[];
}) {
  const capacity = location.nbPlaces !== null ? `${location.nbPlaces} ${capacityText(location.nbPlaces, present)}` : 'non renseignée';
  // 'Reprise à échéance': a Terrain commun or Caveau is taken back at its end date (no renewal window).
  const reprise = formatFrDate(repriseAEcheance(location));
  // Burials beyond capacity and their reasons, as recorded (issue 28).
  const depassements = depassementsOf(location.champsSupp);
  const droit = location.type === 'Terrain commun' ? droitInhumationOf(location.champsSupp) : null;
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Type" value={location.type} />
        {variant === 'complete' && <Fact label="Famille" value={location.famille ?? ''} />}
        {variant === 'complete' && <Fact label="N° de concession" value={location.numero ?? ''} />}
        {variant === 'complete' && <Fact label="Type de concession" value={location.typeConcession ?? ''} />}
        {variant !== 'equipement' && <Fact label="Durée" value={dureeText(location)} />}
        {variant !== 'equipement' && <Fact label="Capacité" value={capacity} />}
        {variant !== 'equipement' && <Fact label="Date de début" value={formatFrDate(location.dateDebut)} />}
        {variant !== 'equipement' && <Fact label="Date de fin" value={isPerpetual(location) ? 'Perpétuelle' : formatFrDate(location.dateFin)} />}
        {variant === 'complete' && <Fact label="Date originelle" value={formatFrDate(location.dateOriginelle)} />}
        {variant === 'commun' && <Fact label="Reprise à échéance" value={reprise} />}
        {location.type === 'Terrain commun' && <Fact label="Droit à l’inhumation (CGCT L2223-3)" value={droit ? DROIT_INHUMATION_LABELS[droit.cas] : 'Non renseigné'} />}
        {location.type === 'Terrain commun' && <Fact label="Gratuité" value={gratuiteText(droit)} />}
        {variant === 'complete' && (
          <Fact label="Procédures" value={procedureDateRows(procedures, location.id).map((r) => `${r.label} : ${r.dates}`).join('\n') || 'Aucune'} />
        )}
        {variant === 'complete' && <Fact label="Notes" value={location.notes ?? ''} />}
        {depassements.length > 0 && <Fact label="Dépassements de capacité" value={depassements.map((d) => `${formatFrDate(d.date)} : ${d.motif} (capacité ${d.capacite}, ${d.presents} présents)`).join('\n')} />}
      </SimpleGrid>
    </Paper>
  );
}
