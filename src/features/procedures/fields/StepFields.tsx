import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { ProcedureKind } from '../../../domain/constants/procedures';
import type { EngineContext, StepDef, StepPhase, TarifDraft } from '../../../domain/procedures';
import { dateOrNull } from '../../../domain/procedures/abandon/calendar';
import { MSG_ABANDON } from '../../../domain/procedures/abandon/messages';
import { suspensionTooEarly } from '../../../domain/procedures/abandon/postingStep';
import { everUsed } from '../../../domain/procedures/common';
import { isPerpetual } from '../../../domain/rules/concessionStatus';
import { FIELD_UI, NOT_TYPED, stepFieldNames } from '../stepForm';
import { DestinationFields } from './DestinationFields';
import { DonationFields } from './DonationFields';
import { DurationFields } from './DurationFields';
import { GenericField, type StepFormValues } from './GenericField';

/** Fields drawn by a step's own component rather than one by one. */
const GROUPED = new Set(['perpetuelle', 'surfaceClasse', 'parMetreCarre', 'ossuaireEmplacementId', 'jardinEmplacementId', 'beneficiaire', 'typeDeContact']);

/** Whether a field applies to this concession and these answers (spec 002 §5: the matching field shown). */
function shown(name: string, values: StepFormValues, ctx: EngineContext): boolean {
  if (name === 'heritierMemeSang') return everUsed(ctx);
  if (name === 'montantRembourser') return !!ctx.location && (isPerpetual(ctx.location) || !ctx.location.dateFin);
  if (name === 'oppositionCremationConnue' || name === 'dateInformationFamille') return values['destinationDefunt'] === 'jardin';
  return true;
}

interface Props {
  form: UseFormReturn<StepFormValues>;
  step: StepDef;
  kind: ProcedureKind;
  ctx: EngineContext;
  readOnly: boolean;
  /** The phase being recorded, for a step in phases (reprise after abandonment); null otherwise or in 'Détails'. */
  phase?: StepPhase | null;
  /** The fields recorded at an earlier phase: shown, not typed again. */
  recorded?: Record<string, unknown> | null;
  onNoTarif?: (draft: TarifDraft) => void;
}

/** A posting's end is typed at its 'suspension' phase only (spec 002 §2, §5), each against its own posting. */
const SUSPENSIONS = new Set(['suspensionMairie', 'suspensionCimetiere']);
const POSTING_OF: Record<string, string> = { suspensionMairie: 'affichageMairie', suspensionCimetiere: 'affichageCimetiere' };

/** The fields of a step's form, in its schema's order (src/domain/procedures). */
export function StepFields({ form, step, kind, ctx, readOnly, phase = null, recorded = null, onNoTarif }: Props) {
  const values = form.watch();
  return (
    <Stack gap="md">
      {stepFieldNames(step).map((name) => {
        if (NOT_TYPED.has(name) || GROUPED.has(name) || !shown(name, values, ctx)) return null;
        if (phase === 'affichage' && SUSPENSIONS.has(name)) return null;
        const kept = recorded !== null && recorded[name] !== null && recorded[name] !== undefined;
        if (name === 'nouvelleDuree') {
          return <DurationFields key={name} form={form} kind={kind === 'conversion' ? 'conversion' : 'renouvellement'} ctx={ctx} readOnly={readOnly} {...(onNoTarif ? { onNoTarif } : {})} />;
        }
        if (name === 'destinationDefunt') return <DestinationFields key={name} form={form} ctx={ctx} readOnly={readOnly} />;
        if (name === 'donateurId') return <DonationFields key={name} form={form} ctx={ctx} readOnly={readOnly} />;
        const ui = FIELD_UI[name] ?? { label: name, widget: 'texte' as const };
        // Spec 002 §5: an end less than a month after its posting gives the message and the field is cleared.
        const posting = phase === 'suspension' ? POSTING_OF[name] : undefined;
        const onLeave = posting
          ? (value: unknown) => {
              if (!suspensionTooEarly(dateOrNull(recorded?.[posting] ?? values[posting]), value)) return;
              form.setValue(name, '', { shouldDirty: true });
              form.setError(name, { message: MSG_ABANDON.suspensionTropTot });
            }
          : undefined;
        return <GenericField key={name} control={form.control} name={name} label={ui.label} widget={ui.widget} readOnly={readOnly || kept} {...(onLeave ? { onLeave } : {})} />;
      })}
    </Stack>
  );
}
