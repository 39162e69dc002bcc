import { Alert, Button, Checkbox, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { draftKey } from '../../../domain/drafts/drafts';
import { DateTimeField } from '../../shared/DateTimeField';
import { PV_TITLES, pvConstatDocumentContent, type PvEtape } from '../../../domain/documents/pvConstatDocument';
import { pvConstatFields } from '../../../domain/procedures/abandon/pvConstat';
import { procedureDef, recordStep } from '../../../domain/procedures';
import { plotLabel } from '../../../domain/rules/labels';
import { uuidv7 } from '../../../replica/uuidv7';
import { VALIDATION_LABEL, type StepFormModalProps } from '../StepFormModal';
import { useRecordStep } from '../useRecordStep';
import { emptyPvDraft, missingSignatures, pvDraftFromFields, signers, validatePv, type PvDraft } from './pvForm';
import { PvPeopleSection } from './PvPeopleSection';
import { PvStateSection } from './PvStateSection';
import { SignatureBox } from './SignatureBox';
import { DraftBanner } from '../../shared/drafts/DraftBanner';
import { useDiscardGuard } from '../../shared/drafts/useDiscardGuard';
import { useDraft } from '../../shared/drafts/useDraft';

/**
 * The procès-verbal de constat d'abandon drawn up at the grave (reprise after abandonment, steps 3 and 9;
 * issue 12; CGCT R2223-13, -14, -18), full screen on the tablet, with no network: the date and hour, who draws
 * it up, the witness, the others present, the signs of abandon and the description, the photos, the position,
 * everyone's signature or refusal, then the final validation box. Recorded as every step is (useRecordStep):
 * the engine's verdict, the signatures stored and linked to the concession, the PV drawn as a PDF into the
 * concession's documents, then the step, all through the outbox. Registered in customStepForms.ts.
 */
export function PvConstatModal({ kind, step, procedure, draft: notStarted, ctx, phase, details, onClose }: StepFormModalProps) {
  const readOnly = details !== null;
  const etape: PvEtape = step.etape === 9 ? 9 : 3;
  const [opened] = useState<PvDraft>(() => {
    const recorded = details ? pvConstatFields.safeParse({ ...details, valide: true }) : null;
    return recorded?.success ? pvDraftFromFields(recorded.data) : emptyPvDraft(new Date());
  });
  const [pv, setPv] = useState<PvDraft>(opened);
  // Issue 29: the names, description, photos and signatures survive a reload (the camera may kill the tab).
  const saved = useDraft({ formKey: readOnly ? null : draftKey('pv', procedure.emplacementId, step.etape), value: pv, initial: opened, onRestore: setPv });
  const guard = useDiscardGuard(!readOnly && saved.dirty, saved.clear);
  const requestClose = () => guard.ask(onClose);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const record = useRecordStep(kind);
  const update = (next: (d: PvDraft) => PvDraft) => setPv((d) => next(d));

  const validation = useMemo(() => validatePv(pv), [pv]);
  const errors = submitted && !validation.ok ? validation.errors : {};
  const def = procedureDef(kind);
  // The law's rules on this step (dates, order), as the generic form shows them while typing.
  const rule = !readOnly && def && validation.ok ? (() => {
    const verdict = recordStep(def, procedure, { etape: step.etape, phase, champs: validation.champs }, ctx);
    return verdict.ok ? null : verdict.error;
  })() : null;
  const missing = missingSignatures(pv);

  const submit = async () => {
    setSubmitted(true);
    setRefusal(null);
    if (!validation.ok) return;
    const location = ctx.location;
    if (!location) {
      setRefusal("Aucune concession en cours sur cet emplacement : le procès-verbal ne peut pas être dressé.");
      return;
    }
    const champs = validation.champs;
    const drawn = signers(pv).flatMap((s) => {
      const png = pv.signatures[s.role]?.png;
      return png && !pv.signatures[s.role]?.refus ? [{ signer: s, png }] : [];
    });
    setBusy(true);
    const error = await record({
      procedure, draft: notStarted, etape: step.etape, phase, champs, ctx,
      files: drawn.map((d) => d.png.blob),
      links: drawn.map((d) => ({ name: 'location.addSignature', args: { id: uuidv7(), locationId: location.id, sha256: d.png.sha256, nom: `Signature — ${d.signer.label} : ${d.signer.nom}`, size: d.png.blob.size } })),
      document: (deed) => pvConstatDocumentContent({ ...deed, etape, fields: champs, photoFacts: pv.photos }),
    });
    setBusy(false);
    if (error) {
      setRefusal(error);
      return;
    }
    await saved.clear();
    notifications.show({ color: 'green', message: `${step.titre} : étape enregistrée.` });
    onClose();
  };

  const emplacement = ctx.emplacement;
  return (
    <Modal opened onClose={requestClose} fullScreen title={step.titre} styles={{ title: { fontWeight: 700, fontSize: 22 }, body: { paddingBottom: 32 } }}>
      <Stack gap="md" maw={1100} mx="auto" data-testid="pv-constat">
        <DraftBanner draft={saved} />
        <Text size="lg" fw={600}>
          {PV_TITLES[etape]} — {emplacement ? plotLabel(emplacement) || 'Emplacement' : 'Emplacement'}
          {ctx.location?.famille ? ` — famille ${ctx.location.famille}` : ''}
        </Text>
        <Paper withBorder p="md">
          <DateTimeField label="Date et heure du constat" value={pv.dateHeure} disabled={readOnly} error={errors['dateHeure']}
            onChange={(value) => update((d) => ({ ...d, dateHeure: value }))} />
        </Paper>
        <PvPeopleSection draft={pv} errors={errors} readOnly={readOnly} onChange={(d) => setPv(d)} />
        {emplacement && <PvStateSection emplacementId={procedure.emplacementId} draft={pv} errors={errors} readOnly={readOnly} onChange={update} />}
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={3}>Signatures</Title>
            <Text c="dimmed">Chaque personne présente signe sur la tablette ; un refus de signer est noté (article R2223-14 du CGCT).</Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {signers(pv).map((s) => (
                <SignatureBox key={s.role} signer={s} value={pv.signatures[s.role]} readOnly={readOnly}
                  onChange={(value) => update((d) => ({ ...d, signatures: { ...d.signatures, [s.role]: value } }))} />
              ))}
            </SimpleGrid>
            {errors['signatures'] && (
              <Alert color="red">
                {errors['signatures']}
                {missing.length > 0 && ` Manque : ${missing.map((m) => (m.nom ? `${m.label} (${m.nom})` : m.label)).join(', ')}.`}
              </Alert>
            )}
          </Stack>
        </Paper>
        {rule && <Alert color="red">{rule}</Alert>}
        {!readOnly && <Text c="dimmed">Le document « {PV_TITLES[etape]} » sera généré avec les photos et les signatures et ajouté aux documents de la concession.</Text>}
        <Checkbox size="lg" label={VALIDATION_LABEL} disabled={readOnly} checked={pv.valide} error={errors['valide']} onChange={(e) => {
          const checked = e.currentTarget.checked;
          update((d) => ({ ...d, valide: checked }));
        }} />
        {submitted && !validation.ok && Object.keys(errors).length > 0 && (
          <Alert color="red" title="Le procès-verbal est incomplet">
            {Object.values(errors).filter((m, i, all) => all.indexOf(m) === i).join(' ')}
          </Alert>
        )}
        {refusal && <Alert color="red" title="Étape refusée">{refusal}</Alert>}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={requestClose}>
            {readOnly ? 'Fermer' : 'Annuler'}
          </Button>
          {!readOnly && (
            <Button size="lg" loading={busy} onClick={() => void submit()}>
              Valider
            </Button>
          )}
        </Group>
      </Stack>
      {guard.modal}
    </Modal>
  );
}
