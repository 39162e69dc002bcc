import { Button, Group, Modal, Progress, Stack, Stepper } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasUnsavedWork } from '../../../domain/drafts/drafts';
import { DraftBanner } from '../../shared/drafts/DraftBanner';
import { useDiscardGuard } from '../../shared/drafts/useDiscardGuard';
import { useDraft } from '../../shared/drafts/useDraft';

export interface WizardStep {
  label: string;
  content: ReactNode;
  /** Checks the step's visible required fields (and marks them); false keeps the user on the step. */
  validate?: () => boolean | Promise<boolean>;
}

interface WizardModalProps {
  title: string;
  steps: WizardStep[];
  /** Shows 'Prévisualiser' instead of 'Suivant' on the step before the last (the verification step). */
  preview?: boolean;
  /** Runs on 'Valider'; true closes the wizard. */
  onSubmit: () => boolean | Promise<boolean>;
  onClose: () => void;
  /**
   * The wizard's draft (issue 29): its values as typed, what it opened with, and how to put a draft back;
   * the step reached is kept with them. Absent: no draft, and no question on closing.
   */
  keep?: WizardKeep;
}

export interface WizardKeep {
  formKey: string;
  value: unknown;
  initial: unknown;
  restore: (value: unknown) => void;
}

interface WizardDraft {
  step: number;
  value: unknown;
}

/**
 * The multi-step modal of spec 001 §2 and §4: progress bar, Précédent / Suivant / Annuler / Valider, and
 * Prévisualiser before Valider where the spec says so. Suivant is blocked while a visible required field is
 * empty; Annuler resets to step 1 (here: closes, the next opening starts from step 1).
 */
/**
 * The modal keeps one height whatever the step (issue 14): the progress and the steps on top, the step's fields
 * scrolling in the middle, the buttons in a footer at the bottom, so Précédent / Suivant / Valider stay under
 * the user's finger from one step to the next, however short the step.
 */
const WIZARD_STYLES = {
  content: { display: 'flex', flexDirection: 'column', height: 'min(50rem, calc(100dvh - var(--modal-y-offset) * 2))', overflow: 'hidden' },
  body: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
} as const;

export function WizardModal({ title, steps, preview = false, onSubmit, onClose, keep }: WizardModalProps) {
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const last = steps.length - 1;
  const step = steps[active];
  // The values and the step reached are one draft; the step alone is no work (going back and forth loses nothing).
  const [initial] = useState<WizardDraft>(() => ({ step: 0, value: keep?.value }));
  const value = useMemo<WizardDraft>(() => ({ step: active, value: keep?.value }), [active, keep?.value]);
  const work = keep !== undefined && hasUnsavedWork(keep.initial, keep.value);
  const saved = useDraft<WizardDraft>({
    formKey: keep?.formKey ?? null,
    value,
    initial,
    dirty: work,
    onRestore: (d) => {
      keep?.restore(d.value);
      setActive(Math.max(0, Math.min(last, d.step)));
    },
  });
  const guard = useDiscardGuard(work, saved.clear);
  const requestClose = () => guard.ask(onClose);
  const move = (to: number) => setActive(to);
  const { saveNow } = saved;
  // Each step reached is written at once (a wizard's step is where a tablet is put down).
  useEffect(() => saveNow(), [active, saveNow]);

  const next = async () => {
    if (step?.validate && !(await step.validate())) return;
    move(Math.min(last, active + 1));
  };
  const submit = async () => {
    if (step?.validate && !(await step.validate())) return;
    setBusy(true);
    try {
      if (await onSubmit()) {
        await saved.clear();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={requestClose} title={title} size="xl" centered closeOnClickOutside={false} styles={WIZARD_STYLES}>
      <Stack gap="md" style={{ flex: '0 0 auto' }}>
        <DraftBanner draft={saved} />
        <Progress value={((active + 1) / steps.length) * 100} size="lg" aria-label="Progression" />
        <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={(i) => i < active && move(i)}>
          {steps.map((s) => (
            <Stepper.Step key={s.label} label={s.label} />
          ))}
        </Stepper>
      </Stack>
      <div data-testid="wizard-step" style={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', paddingBlock: 'var(--mantine-spacing-md)' }}>
        {step?.content}
      </div>
      <Group justify="space-between" data-testid="wizard-footer" pt="md" style={{ flex: '0 0 auto', borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button size="lg" variant="default" onClick={requestClose}>
          Annuler
        </Button>
        <Group>
          {active > 0 && (
            <Button size="lg" variant="default" onClick={() => move(active - 1)}>
              Précédent
            </Button>
          )}
          {active < last && (
            <Button size="lg" onClick={() => void next()}>
              {preview && active === last - 1 ? 'Prévisualiser' : 'Suivant'}
            </Button>
          )}
          {active === last && (
            <Button size="lg" color="green" loading={busy} onClick={() => void submit()}>
              Valider
            </Button>
          )}
        </Group>
      </Group>
      {guard.modal}
    </Modal>
  );
}
