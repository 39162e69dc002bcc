import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ProcedureKind } from '../../domain/constants/procedures';
import { asksNotFreshQuestion } from '../../domain/documents/deedRules';
import { stepDocument } from '../../domain/documents/procedureDocuments';
import type { DocumentRow } from '../../domain/entities/document';
import type { Procedure } from '../../domain/entities/procedure';
import { procedureDef, recordStep, stepWarnings, type EngineContext, type StepDef, type StepPhase, type TarifDraft } from '../../domain/procedures';
import { findTemplate } from '../../domain/templates/defaults';
import { stepAddresseesNotice } from '../../domain/templates/generate';
import { useEspaceId } from '../../replica/useEnqueue';
import { uuidv7 } from '../../replica/uuidv7';
import { useTemplates } from '../modeles/useTemplates';
import { CONFIRM_DOCUMENTS } from '../fiche/documents/messages';
import { ConfirmModal } from '../fiche/ConfirmModal';
import type { StepFormValues } from './fields/GenericField';
import { QuoteBox } from './fields/QuoteBox';
import { StepFields } from './fields/StepFields';
import { renewalTarifProblem } from './quotes';
import { cleanValues, detailValues, schemaResolver, stepDefaults } from './stepForm';
import { CONFIRM_TARIF, TarifModal } from './TarifModal';
import { useRecordStep } from './useRecordStep';
import { YesNoModal } from './YesNoModal';

export const VALIDATION_LABEL = "Je certifie l'exactitude de ces informations et valide cette étape";

export interface StepFormModalProps {
  kind: ProcedureKind;
  step: StepDef;
  procedure: Procedure;
  draft: boolean;
  ctx: EngineContext;
  phase: StepPhase | null;
  /** 'Détails': the recorded fields, every field disabled (spec 002 §2). */
  details: Record<string, unknown> | null;
  documents: readonly DocumentRow[];
  onClose: () => void;
}

/**
 * A step's form in a modal (spec 002 §2, §3, §5): the fields of the engine's schema, the amounts it computes,
 * its rules' messages as the fields are typed, the final validation box that blocks submission with the
 * validation errors until ticked, the tariff offer of a renewal with no tariff, and the confirmation before a
 * deed on a concession not freshly created. Submits through the outbox (useRecordStep), offline.
 */
export function StepFormModal({ kind, step, procedure, draft, ctx, phase, details, documents, onClose }: StepFormModalProps) {
  const readOnly = details !== null;
  // 'Continuer' (spec 002 §2): the later phase shows what the first recorded, and fills the rest.
  const underWay = procedure.etapes.find((e) => e.etape === step.etape && e.enCours);
  const continuing = !readOnly && underWay ? underWay.champs : null;
  const def = procedureDef(kind);
  const form = useForm<StepFormValues>({
    resolver: schemaResolver(step.schema, readOnly ? null : phase),
    defaultValues: details ? detailValues(step, details, ctx.location, ctx.today) : continuing ? { ...stepDefaults(step, ctx.location, ctx.today, uuidv7), ...detailValues(step, continuing, ctx.location, ctx.today), valide: false } : stepDefaults(step, ctx.location, ctx.today, uuidv7),
  });
  const record = useRecordStep(kind);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<TarifDraft | null>(null);
  const [tarif, setTarif] = useState<TarifDraft | null>(null);
  const [deed, setDeed] = useState<Record<string, unknown> | null>(null);
  const values = form.watch();
  const found = stepDocument(kind, step.etape);
  const spec = found && (!found.phase || found.phase === phase) ? found : null;
  const { templates } = useTemplates(useEspaceId());
  // A letter with no living holder says, before it is generated, to whom it will go (issue 28).
  const addresseesNotice = readOnly ? null : stepAddresseesNotice(spec, spec ? findTemplate(templates, spec.slug) : null, ctx.contacts);

  const cleaned = cleanValues(values);
  const warnings = def ? stepWarnings(def, step.etape, cleaned, ctx) : [];
  let rule: string | null = null;
  if (!readOnly && def && form.formState.isDirty) {
    const parsed = step.schema.safeParse({ ...cleaned, ...(phase ? { phase } : {}), valide: true });
    if (parsed.success) {
      const verdict = recordStep(def, procedure, { etape: step.etape, phase, champs: parsed.data }, ctx);
      rule = verdict.ok ? null : verdict.error;
    }
  }
  const noTarif = kind === 'renouvellement' && !readOnly ? renewalTarifProblem(ctx, values) : null;

  const submit = async (champs: Record<string, unknown>) => {
    setBusy(true);
    setRefusal(null);
    const error = await record({ procedure, draft, etape: step.etape, phase, champs, ctx });
    setBusy(false);
    if (error) {
      setRefusal(error);
      return;
    }
    notifications.show({ color: 'green', message: `${step.titre} : étape enregistrée.` });
    onClose();
  };
  const onValid = (champs: Record<string, unknown>) => {
    // The spec's question is for the concession's own deed only, never a renewal's (issue 28).
    if (spec && ctx.location && asksNotFreshQuestion(spec.slug, ctx.location, documents, ctx.today)) setDeed(champs);
    else void submit(champs);
  };

  return (
    <>
      <Modal opened onClose={onClose} title={step.titre} size="xl" styles={{ title: { fontWeight: 700, fontSize: 20 } }}>
        <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate>
          <Stack gap="md">
            <StepFields form={form} step={step} kind={kind} ctx={ctx} readOnly={readOnly} phase={readOnly ? null : phase} recorded={continuing} onNoTarif={setOffer} />
            <QuoteBox kind={kind} ctx={ctx} values={values} recorded={readOnly ? procedure.data : null} />
            {warnings.map((w) => (
              <Alert key={w} color="yellow">
                {w}
              </Alert>
            ))}
            {noTarif && (
              <Alert color="red" title={noTarif.message}>
                {noTarif.tarifDraft && (
                  <Button size="md" mt="xs" variant="light" onClick={() => setOffer(noTarif.tarifDraft)}>
                    Enregistrer un tarif
                  </Button>
                )}
              </Alert>
            )}
            {rule && !noTarif && <Alert color="red">{rule}</Alert>}
            {spec && !readOnly && <Text c="dimmed">Le document « {spec.title} » sera généré et ajouté aux documents de la concession.</Text>}
            {addresseesNotice && (
              <Alert color="orange" title="Destinataires du courrier">
                {addresseesNotice}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="valide"
              render={({ field, fieldState }) => (
                <Checkbox size="lg" label={VALIDATION_LABEL} disabled={readOnly} checked={field.value === true} onChange={(e) => field.onChange(e.currentTarget.checked)} error={fieldState.error?.message} />
              )}
            />
            {refusal && <Alert color="red" title="Étape refusée">{refusal}</Alert>}
            <Group justify="flex-end">
              <Button size="lg" variant="default" onClick={onClose}>
                {readOnly ? 'Fermer' : 'Annuler'}
              </Button>
              {!readOnly && (
                <Button size="lg" type="submit" loading={busy}>
                  Valider
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Modal>
      {offer && (
        <YesNoModal
          message={CONFIRM_TARIF}
          onNo={() => setOffer(null)}
          onYes={() => {
            setTarif(offer);
            setOffer(null);
          }}
        />
      )}
      {tarif && <TarifModal draft={tarif} onClose={() => setTarif(null)} />}
      <ConfirmModal
        opened={deed !== null}
        message={CONFIRM_DOCUMENTS.acteNonFrais}
        confirmLabel="Générer"
        onConfirm={() => deed && void submit(deed)}
        onClose={() => setDeed(null)}
      />
    </>
  );
}
