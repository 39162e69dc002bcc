import { Button, Group, Modal, Progress, Stack, Stepper } from '@mantine/core';
import { useState, type ReactNode } from 'react';

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
}

/**
 * The multi-step modal of spec 001 §2 and §4: progress bar, Précédent / Suivant / Annuler / Valider, and
 * Prévisualiser before Valider where the spec says so. Suivant is blocked while a visible required field is
 * empty; Annuler resets to step 1 (here: closes, the next opening starts from step 1).
 */
export function WizardModal({ title, steps, preview = false, onSubmit, onClose }: WizardModalProps) {
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const last = steps.length - 1;
  const step = steps[active];

  const next = async () => {
    if (step?.validate && !(await step.validate())) return;
    setActive((a) => Math.min(last, a + 1));
  };
  const submit = async () => {
    if (step?.validate && !(await step.validate())) return;
    setBusy(true);
    try {
      if (await onSubmit()) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered closeOnClickOutside={false}>
      <Stack>
        <Progress value={((active + 1) / steps.length) * 100} size="lg" aria-label="Progression" />
        <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={(i) => i < active && setActive(i)}>
          {steps.map((s) => (
            <Stepper.Step key={s.label} label={s.label} />
          ))}
        </Stepper>
        <div>{step?.content}</div>
        <Group justify="space-between">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Group>
            {active > 0 && (
              <Button size="lg" variant="default" onClick={() => setActive((a) => a - 1)}>
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
      </Stack>
    </Modal>
  );
}
