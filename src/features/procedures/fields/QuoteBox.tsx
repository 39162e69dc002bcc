import { SimpleGrid, TextInput } from '@mantine/core';
import type { ProcedureKind } from '../../../domain/constants/procedures';
import { formatEuros } from '../../../domain/documents/content';
import { formatFrDate } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/entities/replicated';
import { isPerpetual } from '../../../domain/rules/concessionStatus';
import type { EngineContext } from '../../../domain/procedures';
import { computedAmounts } from '../quotes';
import type { StepFormValues } from './GenericField';

const euros = (v: unknown) => (typeof v === 'number' ? formatEuros(v) : '');
const day = (v: unknown) => (typeof v === 'string' ? formatFrDate(v as IsoDate) : v === null ? 'Perpétuelle' : '');

/**
 * The amounts the engine computes from the typed fields (spec 002 §3): shown as disabled, labelled fields,
 * never typed. In 'Détails' they come from what the step recorded.
 */
export function QuoteBox({ kind, ctx, values, recorded }: { kind: ProcedureKind; ctx: EngineContext; values: StepFormValues; recorded: Record<string, unknown> | null }) {
  const a = recorded ?? computedAmounts(kind, ctx, values);
  if (!a) return null;
  const rows: Array<[string, string]> =
    kind === 'renouvellement'
      ? [
          ['Prix du renouvellement (TTC)', euros(a['prix'])],
          ['Nouvelle date de fin', a['prix'] === undefined ? '' : day(a['nouvelleDateFin'])],
        ]
      : kind === 'conversion'
        ? [
            ['Prorata temporis soustrait', euros(a['prorataTemporisSoustrait'])],
            ['Prix de la nouvelle durée', euros(a['prixNouvelleDuree'])],
            ['Montant à payer', euros(a['montantAPayer'])],
            ["Nouvelle date d'échéance", a['prixNouvelleDuree'] === undefined ? '' : day(a['nouvelleDateEcheance'])],
          ]
        : kind === 'retrocession' && !(ctx.location && (isPerpetual(ctx.location) || !ctx.location.dateFin))
          ? [
              ['Prorata du temps restant', euros(a['prorata'])],
              ['Montant à rembourser calculé', euros(a['montantRembourser'])],
            ]
          : [];
  if (rows.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {rows.map(([label, value]) => (
        // Read-only rather than disabled: computed, never typed, and readable in the sun (high contrast).
        <TextInput key={label} size="lg" label={label} value={value} readOnly variant="filled" fw={700} />
      ))}
    </SimpleGrid>
  );
}
