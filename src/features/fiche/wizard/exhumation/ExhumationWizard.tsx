import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DESTINATIONS_CENDRES, EXHUMATION_DEMANDES, EXHUMATION_DESTINATIONS, type DestinationCendres } from '../../../../domain/constants/occupants';
import { formatFrDate } from '../../../../domain/dates';
import type { Occupant } from '../../../../domain/entities/occupant';
import { MSG_MOVE_NO_TARGET } from '../../../../domain/mutations/occupant';
import { draftKey } from '../../../../domain/drafts/drafts';
import { defuntName } from '../../../../domain/wizards/defunt';
import { EXHUMATION_STEPS } from '../../../../domain/wizards/exhumation';
import { filesError, MSG_CHAMP_REQUIS, validationError } from '../../../../domain/wizards/validation';
import { getReplica } from '../../../../replica/db';
import { storeMedia } from '../../../../replica/media';
import { useEspaceId } from '../../../../replica/useEnqueue';
import { uuidv7 } from '../../../../replica/uuidv7';
import { useRunMutation } from '../../useFicheActions';
import { Summary } from '../Summary';
import { WizardModal } from '../WizardModal';
import { DemandeStep } from './DemandeStep';
import { DestinationStep, type ExhumationFiles } from './DestinationStep';
import { exhumationDefaults, exhumationFormSchema, type ExhumationValues } from './exhumationForm';
import { FormDateField } from '../../../shared/FormDateField';

/**
 * The exhumation wizard (spec 001 §4): Demande, Exhumation, Destination du corps, then checking with the final
 * validation box, required here (spec 001 §5). Its effect on the deceased is the domain's (exhumation.create).
 */
const NO_FILES: ExhumationFiles = { acteConcession: null, autorisationEntree: null };

export function ExhumationWizard({ occupant, onClose }: { occupant: Occupant; onClose: () => void }) {
  const run = useRunMutation();
  const espaceId = useEspaceId();
  const form = useForm<ExhumationValues>({ resolver: zodResolver(exhumationFormSchema), defaultValues: exhumationDefaults });
  const [files, setFiles] = useState<ExhumationFiles>(NO_FILES);
  const [filesMessage, setFilesMessage] = useState<string | null>(null);
  const [validMessage, setValidMessage] = useState<string | null>(null);
  const v = form.watch();

  const checkDemande = () => {
    form.clearErrors();
    if (v.typeDemande === 'famille') return true;
    let ok = true;
    for (const f of ['tribunalOuService', 'nomJugeOuContact'] as const) {
      if (!v[f].trim()) {
        form.setError(f, { message: MSG_CHAMP_REQUIS });
        ok = false;
      }
    }
    return ok;
  };
  const checkDestination = () => {
    form.clearErrors();
    setFilesMessage(null);
    if (v.destinationCorps === 'autreConcession' && !v.destinationEmplacementId) {
      form.setError('destinationEmplacementId', { message: MSG_MOVE_NO_TARGET });
      return false;
    }
    if (v.destinationCorps === 'autreCimetiere') {
      const missing = filesError({ ...files }, ['acteConcession', 'autorisationEntree']);
      if (missing) {
        setFilesMessage(missing);
        return false;
      }
      if (!v.commune.trim()) {
        form.setError('commune', { message: MSG_CHAMP_REQUIS });
        return false;
      }
    }
    return true;
  };

  const submit = async () => {
    const invalid = validationError('exhumation', v.valide);
    setValidMessage(invalid);
    if (invalid || !espaceId) return false;
    let autreCimetiere = null;
    if (v.destinationCorps === 'autreCimetiere' && files.acteConcession && files.autorisationEntree) {
      const db = getReplica(espaceId);
      const [acte, autorisation] = await Promise.all([storeMedia(db, files.acteConcession), storeMedia(db, files.autorisationEntree)]);
      autreCimetiere = { commune: v.commune, adresse: v.adresse || null, references: v.references || null, acteConcession: acte.sha256, autorisationEntree: autorisation.sha256 };
    }
    return run(
      'exhumation.create',
      {
        id: uuidv7(),
        occupantId: occupant.id,
        date: v.date || null,
        typeDemande: v.typeDemande,
        tribunalOuService: v.tribunalOuService || null,
        nomJugeOuContact: v.nomJugeOuContact || null,
        destinationCorps: v.destinationCorps,
        destinationEmplacementId: v.destinationEmplacementId || null,
        autreCimetiere,
        destinationCendres: v.destinationCorps === 'cremation' && v.destinationCendres ? v.destinationCendres : null,
        valide: true,
      },
      'Exhumation enregistrée.',
    );
  };

  return (
    <WizardModal
      title={`Exhumation de ${defuntName(occupant)}`}
      preview
      onClose={onClose}
      onSubmit={submit}
      // The documents chosen for another cemetery are kept in the draft as the files they are.
      keep={{
        formKey: draftKey('exhumation', occupant.emplacementId, occupant.id),
        value: { values: v, files },
        initial: { values: exhumationDefaults, files: NO_FILES },
        restore: (d) => {
          const draft = d as { values: ExhumationValues; files: ExhumationFiles };
          form.reset(draft.values);
          setFiles(draft.files);
        },
      }}
      steps={[
        { label: EXHUMATION_STEPS[0], content: <DemandeStep form={form} />, validate: checkDemande },
        { label: EXHUMATION_STEPS[1], content: <FormDateField control={form.control} name="date" label="Date de l'exhumation" /> },
        {
          label: EXHUMATION_STEPS[2],
          content: <DestinationStep form={form} excludeId={occupant.emplacementId} files={files} onFiles={setFiles} filesError={filesMessage} />,
          validate: checkDestination,
        },
        {
          label: EXHUMATION_STEPS[3],
          content: (
            <Stack>
              <Summary
                rows={[
                  ['Défunt', defuntName(occupant)],
                  ['Demande', EXHUMATION_DEMANDES[v.typeDemande]],
                  ['Date', formatFrDate(v.date || null)],
                  ['Destination du corps', EXHUMATION_DESTINATIONS[v.destinationCorps]],
                  ['Destination des cendres', v.destinationCendres ? DESTINATIONS_CENDRES[v.destinationCendres as DestinationCendres] : ''],
                ]}
              />
              <Checkbox size="lg" label="Je certifie l'exactitude de ces informations et valide l'exhumation" {...form.register('valide', { onChange: () => setValidMessage(null) })} />
              {validMessage && <Text c="red">{validMessage}</Text>}
            </Stack>
          ),
        },
      ]}
    />
  );
}
