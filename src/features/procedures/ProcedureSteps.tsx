import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProcedureKind } from '../../domain/constants/procedures';
import type { DocumentRow } from '../../domain/entities/document';
import type { Procedure } from '../../domain/entities/procedure';
import { procedureDef, type EngineContext, type StepView } from '../../domain/procedures';
import { customStepForm } from './customStepForms';
import { StepCard } from './StepCard';
import { StepFormModal } from './StepFormModal';

interface ProcedureStepsProps {
  kind: ProcedureKind;
  title: string;
  procedure: Procedure;
  draft: boolean;
  ctx: EngineContext;
  steps: StepView[];
  documents: readonly DocumentRow[];
  canWrite: boolean;
  onDownload: (doc: DocumentRow) => void;
  testId: string;
}

/** The step cards of one procedure and the modal of the step opened (its form, or its 'Détails'). */
export function ProcedureSteps({ kind, title, procedure, draft, ctx, steps, documents, canWrite, onDownload, testId }: ProcedureStepsProps) {
  // '?pv=3' (the plot's 'Dresser le procès-verbal de constat', issue 12) opens that step's form on arrival.
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<{ etape: number; details: boolean } | null>(() => {
    const asked = Number(params.get('pv'));
    return canWrite && steps.some((s) => s.etape === asked && s.state.kind === 'aFaire') ? { etape: asked, details: false } : null;
  });
  const close = () => {
    setOpen(null);
    if (params.has('pv')) setParams((p) => { p.delete('pv'); return p; }, { replace: true });
  };
  const def = procedureDef(kind);
  const stepDef = (etape: number) => def?.steps.find((s) => s.etape === etape) ?? null;
  const docsOf = (view: StepView) => {
    const hashes = view.state.kind === 'effectuee' && Array.isArray(view.state.champs['documents']) ? (view.state.champs['documents'] as string[]) : [];
    return documents.filter((d) => d.mediaSha256 && hashes.includes(d.mediaSha256));
  };
  const openStep = open ? stepDef(open.etape) : null;
  const openView = open ? steps.find((s) => s.etape === open.etape) : undefined;
  const StepForm = (open && customStepForm(kind, open.etape)) ?? StepFormModal;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {steps.map((view) => (
        <StepCard
          key={view.etape}
          view={view}
          optional={stepDef(view.etape)?.optional === true}
          documents={docsOf(view)}
          canWrite={canWrite}
          summary={view.state.kind === 'effectuee' ? (stepDef(view.etape)?.summary?.(view.state.champs) ?? []) : []}
          onStart={() => setOpen({ etape: view.etape, details: false })}
          onDetails={() => setOpen({ etape: view.etape, details: true })}
          onDownload={onDownload}
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
          phase={openView.state.kind === 'continuer' ? openView.state.phase : null}
          details={open.details && openView.state.kind === 'effectuee' ? openView.state.champs : null}
          documents={documents}
          onClose={close}
        />
      )}
    </Stack>
  );
}
