import { Group, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProcedureKind } from '../../domain/constants/procedures';
import { stepDocuments, type StepDocument } from '../../domain/documents/procedureFile';
import { textToMailHtml } from '../../domain/mail/sanitize';
import { MailComposerModal } from '../mail/MailComposerModal';
import type { DocumentRow } from '../../domain/entities/document';
import type { Procedure } from '../../domain/entities/procedure';
import { procedureDef, recordOf, type EngineContext, type StepView } from '../../domain/procedures';
import { customStepForm } from './customStepForms';
import { stepToRedo } from '../../domain/procedures/abandon/overview';
import { useToday } from '../../replica/useToday';
import { ProcedureFileButton } from './ProcedureFileButton';
import { StepCard } from './StepCard';
import { StepFormModal } from './StepFormModal';
import { procedureDocumentHashes, useDownloadStepDocument, useKeepProcedureDocuments } from './useProcedureFile';

interface ProcedureStepsProps {
  kind: ProcedureKind;
  title: string;
  procedure: Procedure;
  draft: boolean;
  ctx: EngineContext;
  steps: StepView[];
  documents: readonly DocumentRow[];
  canWrite: boolean;
  testId: string;
}

/** The step cards of one procedure and the modal of the step opened (its form, or its 'Détails'). */
export function ProcedureSteps({ kind, title, procedure, draft, ctx, steps, documents, canWrite, testId }: ProcedureStepsProps) {
  // '?pv=3' (the plot's 'Dresser le procès-verbal de constat', issue 12) opens that step's form on arrival.
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<{ etape: number; details: boolean } | null>(() => {
    // Number(null) is 0: without '?pv=' no step is asked (step 0 must not open by itself).
    const pv = params.get('pv');
    const asked = pv === null || pv === '' ? Number.NaN : Number(pv);
    return canWrite && steps.some((s) => s.etape === asked && s.state.kind === 'aFaire') ? { etape: asked, details: false } : null;
  });
  const close = () => {
    setOpen(null);
    if (params.has('pv')) setParams((p) => { p.delete('pv'); return p; }, { replace: true });
  };
  const def = procedureDef(kind);
  const stepDef = (etape: number) => def?.steps.find((s) => s.etape === etape) ?? null;
  // Whatever the step recorded in its documents fields, done or still between two phases (issue 12).
  const docsOf = (view: StepView) => stepDocuments(recordOf(procedure, view.etape)?.champs ?? {}, documents);
  const titre = useCallback((etape: number) => def?.steps.find((s) => s.etape === etape)?.titre ?? '', [def]);
  const download = useDownloadStepDocument();
  // A PV never posted in time is redone first: its 'Refaire' is the primary action, not the next 'Démarrer'.
  const today = useToday();
  const redo = kind === 'repriseAbandon' && !draft ? stepToRedo(procedure, today) : null;
  const emphasis = (view: StepView) => (redo === null ? 'normal' : view.etape === redo ? 'redo' : 'none');
  useKeepProcedureDocuments(draft ? [] : procedureDocumentHashes(procedure));
  // A finished step's lines, and those of a step between two phases (what its first visit recorded).
  const summaryOf = (view: StepView) => {
    const rec = recordOf(procedure, view.etape);
    const champs = view.state.kind === 'effectuee' ? view.state.champs : rec?.enCours ? rec.champs : null;
    return champs ? (stepDef(view.etape)?.summary?.(champs) ?? []) : [];
  };
  // A step's document sent to the holders (issue 17): the composer, the document attached.
  const [sending, setSending] = useState<StepDocument | null>(null);
  const openStep = open ? stepDef(open.etape) : null;
  const openView = open ? steps.find((s) => s.etape === open.etape) : undefined;
  const StepForm = (open && customStepForm(kind, open.etape)) ?? StepFormModal;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {!draft && procedure.etapes.length > 0 && <ProcedureFileButton procedure={procedure} ctx={ctx} titre={titre} documents={documents} />}
      </Group>
      {steps.map((view) => (
        <StepCard
          key={view.etape}
          view={view}
          optional={stepDef(view.etape)?.optional === true}
          documents={docsOf(view)}
          canWrite={canWrite}
          summary={summaryOf(view)}
          onStart={() => setOpen({ etape: view.etape, details: false })}
          onDetails={() => setOpen({ etape: view.etape, details: true })}
          onDownload={(d) => void download(d)}
          onSend={canWrite && ctx.location && !ctx.location.isArchived ? setSending : undefined}
          emphasis={emphasis(view)}
        />
      ))}
      {open && openStep && openView && (
        <StepForm
          key={`${open.etape}-${String(open.details)}`}
          kind={kind}
          step={openStep}
          procedure={procedure}
          draft={draft}
          ctx={ctx}
          phase={openView.state.kind === 'continuer' ? openView.state.phase : openView.state.kind === 'aFaire' ? (openStep.phases?.[0] ?? null) : null}
          details={open.details && openView.state.kind === 'effectuee' ? openView.state.champs : null}
          documents={documents}
          onClose={close}
        />
      )}
      {sending && ctx.location && (
        <MailComposerModal
          locationId={ctx.location.id}
          contacts={ctx.contacts}
          documents={documents}
          initial={{
            objet: sending.nom,
            corps: textToMailHtml(`Madame, Monsieur,\n\nVeuillez trouver ci-joint le document « ${sending.nom} ».\n\nNous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.\n\nLa mairie`),
            documents: [sending.sha256],
          }}
          onClose={() => setSending(null)}
        />
      )}
    </Stack>
  );
}
