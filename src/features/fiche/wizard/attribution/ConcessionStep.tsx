import { Alert, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DUREE_AUTRE, DUREE_PERPETUELLE } from '../../../../domain/constants/durations';
import { SURFACE_CLASS_LABELS, SURFACE_CLASSES } from '../../../../domain/constants/surfaces';
import { formatFrDate } from '../../../../domain/dates';
import { computeDateFin, durationChoices } from '../../../../domain/rules/concessionDates';
import { NO_TARIF_MESSAGE } from '../../../../domain/tarifs/lookup';
import type { LocationType } from '../../../../domain/constants/locationTypes';
import { MSG_CHAMP_REQUIS } from '../../../../domain/wizards/validation';
import type { AttributionValues } from './attributionForm';
import { dureeOf } from './attributionArgs';
import { DateField } from '../../../shared/DateField';

const SURFACE_DATA = [...SURFACE_CLASSES.map((c) => ({ value: String(c), label: SURFACE_CLASS_LABELS[c] })), { value: '11', label: 'Autre surface' }];

/**
 * The concession step: start, duration (100 years only for an old centenary concession, see durationChoices),
 * end date computed (Caveau: 6 months), places, surface with 'Autre' parsed with comma or dot, and the price
 * from the replica's tariffs ('Aucun tarif trouvé…' and 0 when none).
 */
export function ConcessionStep({ v, set, type, prix, showErrors }: {
  v: AttributionValues;
  set: (patch: Partial<AttributionValues>) => void;
  type: LocationType;
  prix: number | null;
  showErrors: boolean;
}) {
  const granted = type !== 'Caveau' && type !== 'Ossuaire' && type !== 'Jardin du souvenir' && type !== 'Terrain commun';
  const choices = durationChoices(v.dateDebut || null).map((d) => ({
    value: String(d),
    label: d === DUREE_PERPETUELLE ? 'Perpétuelle' : d === DUREE_AUTRE ? 'Autre durée' : `${d} ans`,
  }));
  const { duree, perpetuelle } = dureeOf(v);
  const dateFin = computeDateFin({ dateDebut: v.dateDebut || null, duree, type, perpetuelle });
  const required = (value: string) => (showErrors && value.trim() === '' ? MSG_CHAMP_REQUIS : null);
  return (
    <Stack>
      {granted && (
        <Group grow>
          <TextInput size="lg" label="Famille" value={v.famille} onChange={(e) => set({ famille: e.currentTarget.value })} />
          <TextInput size="lg" label="N° de concession" value={v.numero} onChange={(e) => set({ numero: e.currentTarget.value })} />
        </Group>
      )}
      <DateField label="Date de début" withAsterisk value={v.dateDebut} error={required(v.dateDebut)} onChange={(d) => set({ dateDebut: d })} />
      {granted && (
        <Group grow align="flex-start">
          <Select size="lg" label="Durée" withAsterisk data={choices} value={v.duree || null} error={required(v.duree)} onChange={(x) => set({ duree: x ?? '' })} />
          {v.duree === DUREE_AUTRE && <TextInput size="lg" label="Autre durée (années)" inputMode="numeric" value={v.dureeAutre} onChange={(e) => set({ dureeAutre: e.currentTarget.value })} />}
          <TextInput size="lg" label="Nombre de places" inputMode="numeric" value={v.nbPlaces} onChange={(e) => set({ nbPlaces: e.currentTarget.value })} />
        </Group>
      )}
      {granted && (
        <Group grow align="flex-start">
          <Select size="lg" label="Surface" withAsterisk data={SURFACE_DATA} value={v.surface || null} error={required(v.surface)} onChange={(x) => set({ surface: x ?? '' })} />
          {v.surface === '11' && (
            <TextInput size="lg" label="Autre surface (m²)" withAsterisk inputMode="decimal" value={v.surfaceAutre} error={required(v.surfaceAutre)} onChange={(e) => set({ surfaceAutre: e.currentTarget.value })} />
          )}
        </Group>
      )}
      <Text size="lg">Date de fin : {perpetuelle ? 'perpétuelle' : formatFrDate(dateFin) || '—'}</Text>
      {granted && prix === 0 && v.duree && v.surface && <Alert color="orange">{NO_TARIF_MESSAGE}</Alert>}
      {granted && prix !== null && <Text size="lg">Prix : {prix.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })}</Text>}
    </Stack>
  );
}
