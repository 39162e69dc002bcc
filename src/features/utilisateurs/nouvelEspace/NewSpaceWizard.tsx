import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { TYPE_ESPACE_OF_TAB, type UserTab } from '../../../domain/users/administration';
import {
  NEW_SPACE_MSG, NEW_SPACE_STEPS, NEW_SPACE_STEP_LABELS, nextStep, previousStep, stepErrors, visibleSteps, type NewSpaceRequest, type NewSpaceStep,
} from '../../../domain/users/newSpace';
import { apiJson } from '../../../platform/http';
import { startImpersonation } from '../../../platform/auth';
import { useSocieteChoices } from '../useSocieteChoices';
import { AbonnementStep } from './AbonnementStep';
import { EspacesStep } from './EspacesStep';
import { MairieStep } from './MairieStep';
import { PreviewStep } from './PreviewStep';
import { UsersStep } from './UsersStep';
import { isOutcomePending, uploadOrder, waitsForRegister, type NewSpaceUpload, type UploadOutcome } from '../../../domain/users/newSpaceFiles';
import { countLines, type RegisterImportResult } from '../../compte/import/registerImportApi';
import { FileOutcomes } from './FileOutcomes';
import { sendUpload, type CreatedSpace } from './sendFiles';
import { emptyWizard, fileNamesOf, fileOf, toRequest, type WizardState } from './wizardState';

interface Props {
  tab: UserTab;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * The super administrator's 'Ajouter un utilisateur' wizard (spec 000 §2.12, issue 16): five milestones,
 * the subscription skipped for an existing town hall, 'Suivant' and 'Prévisualiser' held back while a
 * required field of the step is invalid (src/domain/users/newSpace.ts), then POST /api/espace/creer, the files
 * (each register through the mapping and dry run of Infos cimetière before it is written: FileOutcomes.tsx) and
 * 'Voir l'espace', which signs in as the first user and opens /switch-espace.
 */
export function NewSpaceWizard({ tab, onClose, onCreated }: Props) {
  const navigate = useNavigate();
  const choices = useSocieteChoices(true);
  const [state, setState] = useState<WizardState>(emptyWizard);
  const [step, setStep] = useState<NewSpaceStep>('utilisateurs');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedSpace | null>(null);
  const [uploads, setUploads] = useState<NewSpaceUpload[]>([]);
  const [outcomes, setOutcomes] = useState<Record<string, UploadOutcome>>({});
  const setOutcome = (key: string, outcome: UploadOutcome) => setOutcomes((o) => ({ ...o, [key]: outcome }));
  const patch = (p: Partial<WizardState>) => setState((s) => ({ ...s, ...p }));
  const steps = visibleSteps(state.mode);
  const typeEspace = tab === 'fournisseur' ? 'client' : (TYPE_ESPACE_OF_TAB[tab] as NewSpaceRequest['typeEspace']);
  const showRole = tab === 'clients' || tab === 'test';

  function go(target: NewSpaceStep) {
    const found = stepErrors(step, state);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(target);
  }

  async function validate() {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await apiJson<CreatedSpace>('/api/espace/creer', { method: 'POST', json: toRequest(state, typeEspace) });
      const order = uploadOrder(fileNamesOf(state));
      setUploads(order);
      const sent: Record<string, UploadOutcome> = Object.fromEntries(order.map((u) => [u.key, { status: 'en attente' } as const]));
      setOutcomes(sent);
      setCreated(answer);
      onCreated();
      // One file after the other, in the order of the rule: the register before the deeds it matches. The
      // register waits 'À vérifier' for its dry run, and its cemetery's deeds for it (waitsForRegister).
      for (const upload of order) {
        if (waitsForRegister(upload, order, sent)) {
          const waiting: UploadOutcome = { status: 'en attente', attend: 'registre' };
          sent[upload.key] = waiting;
          setOutcome(upload.key, waiting);
          continue;
        }
        sent[upload.key] = await send(answer, upload);
      }
    } catch (e) {
      const detail = e instanceof Error && e.message ? e.message : null;
      setFailed(detail && detail !== NEW_SPACE_MSG.failure ? `${NEW_SPACE_MSG.failure} (${detail})` : NEW_SPACE_MSG.failure);
    } finally {
      setBusy(false);
    }
  }

  async function send(space: CreatedSpace, upload: NewSpaceUpload): Promise<UploadOutcome> {
    const file = fileOf(state, upload);
    if (!file) return { status: 'refusé', message: 'Fichier introuvable.' };
    setOutcome(upload.key, { status: 'en cours' });
    const outcome = await sendUpload(upload, file, space, state);
    setOutcome(upload.key, outcome);
    return outcome;
  }

  const deedsOf = (register: NewSpaceUpload) => uploads.filter((u) => u.kind === 'archives' && u.espaceIndex === register.espaceIndex);

  /** The register was checked and imported: its outcome, then the deeds of its cemetery that waited for it. */
  async function registerImported(space: CreatedSpace, register: NewSpaceUpload, result: RegisterImportResult) {
    const rapport = result.rapport ? { id: result.rapport.id, lignes: result.rapport.lignes } : undefined;
    setOutcome(register.key, { status: 'réalisé', compteurs: countLines(result.compteurs), ...(rapport ? { rapport } : {}) });
    for (const deeds of deedsOf(register)) await send(space, deeds);
  }

  /** 'Importer plus tard depuis Infos cimetière': the register, and the deeds that wait for it, are put off. */
  function registerPutOff(register: NewSpaceUpload) {
    setOutcome(register.key, { status: 'reporté' });
    for (const deeds of deedsOf(register)) setOutcome(deeds.key, { status: 'reporté' });
  }

  async function voirEspace() {
    const first = state.utilisateurs[0]?.username.trim().toLowerCase();
    if (!first) return;
    try {
      await startImpersonation(first);
      navigate('/switch-espace', { replace: true });
    } catch (e) {
      setFailed(e instanceof Error ? e.message : NEW_SPACE_MSG.failure);
    }
  }

  // 'Voir l'espace' signs in as another user: it waits for the files still being sent or checked.
  const sending = Object.values(outcomes).some(isOutcomePending);
  if (created) {
    return (
      <Modal opened onClose={onClose} title="Nouvel espace" size={uploads.length ? 'xl' : 'md'} centered>
        <Stack gap="md">
          <Text size="lg" role="status">{NEW_SPACE_MSG.success}</Text>
          {uploads.length ? (
            <FileOutcomes
              uploads={uploads}
              outcomes={outcomes}
              espaceNoms={state.espaces.map((e) => e.nom)}
              espaceIds={created.espaceIds}
              fileOf={(u) => fileOf(state, u)}
              onRetry={(u) => void send(created, u)}
              onRegisterImported={(u, result) => void registerImported(created, u, result)}
              onRegisterPutOff={registerPutOff}
            />
          ) : null}
          {failed ? <Alert color="red" role="alert">{failed}</Alert> : null}
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={onClose}>Fermer</Button>
            <Button size="lg" disabled={sending} onClick={() => void voirEspace()}>Voir l'espace</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  // Once 'Suivant' has shown errors, they follow the fields as they are corrected.
  const shown = Object.keys(errors).length > 0 ? stepErrors(step, state) : errors;
  const last = step === 'verification';
  const beforePreview = nextStep(step, state.mode) === 'verification' && !last;
  return (
    <Modal opened onClose={onClose} title="Ajouter un utilisateur" size="xl" centered closeOnClickOutside={false}>
      <Stack gap="lg">
        <Stepper active={steps.indexOf(step)} size="sm" allowNextStepsSelect={false} aria-label="Étapes">
          {NEW_SPACE_STEPS.filter((s) => steps.includes(s)).map((s) => (
            <Stepper.Step key={s} label={NEW_SPACE_STEP_LABELS[s]} />
          ))}
        </Stepper>
        {step === 'utilisateurs' ? <UsersStep users={state.utilisateurs} errors={shown} showRole={showRole} onChange={(utilisateurs) => patch({ utilisateurs })} /> : null}
        {step === 'mairie' ? <MairieStep state={state} errors={shown} choices={choices} onChange={patch} /> : null}
        {step === 'cimetieres' ? <EspacesStep espaces={state.espaces} errors={shown} fileErrors={state.fileErrors} onChange={(espaces) => patch({ espaces })} onFileErrors={(fileErrors) => patch({ fileErrors })} /> : null}
        {step === 'abonnement' ? <AbonnementStep abonnement={state.abonnement} errors={shown} onChange={(abonnement) => patch({ abonnement })} /> : null}
        {last ? <PreviewStep state={state} communeOfExisting={choices.find((c) => c.id === state.mairieId)?.commune ?? null} /> : null}
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="lg">{failed}</Text>
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button size="lg" variant="default" onClick={onClose} disabled={busy}>Annuler</Button>
          <Group>
            {step !== 'utilisateurs' ? <Button size="lg" variant="default" disabled={busy} onClick={() => { setErrors({}); setStep(previousStep(step, state.mode)); }}>Précédent</Button> : null}
            {last ? (
              <Button size="lg" loading={busy} onClick={() => void validate()}>Valider</Button>
            ) : (
              <Button size="lg" onClick={() => go(nextStep(step, state.mode))}>{beforePreview ? 'Prévisualiser' : 'Suivant'}</Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
