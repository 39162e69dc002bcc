import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { draftKey } from '../../../../domain/drafts/drafts';
import { DESTINATIONS_CENDRES, type DestinationCendres } from '../../../../domain/constants/occupants';
import { formatFrDate, formatPartialDate } from '../../../../domain/dates';
import type { Location } from '../../../../domain/entities/location';
import type { Occupant } from '../../../../domain/entities/occupant';
import { burialCheck } from '../../../../domain/rules/burialCapacity';
import { CHOIX_NON_RENSEIGNEE, civiliteWord } from '../../../../domain/rules/civilite';
import { parisDate } from '../../../../domain/parisTime';
import { DEFUNT_STEPS, defuntName, forcedSepulture } from '../../../../domain/wizards/defunt';
import type { DefuntFacts } from '../../../../domain/documents/defuntDocument';
import { uuidv7 } from '../../../../replica/uuidv7';
import { DefuntDocumentPreview } from '../../documents/DefuntDocumentPreview';
import { GENERER_DOCUMENT_DEFUNT } from '../../documents/messages';
import { useDefuntDocument } from '../../documents/useDefuntDocument';
import { useRunMutation } from '../../useFicheActions';
import { Summary } from '../Summary';
import { WizardModal } from '../WizardModal';
import { CapacityBox, depassementReady, type Depassement } from './CapacityBox';
import { CiviliteStep } from './CiviliteStep';
import { defuntDefaults, defuntSchema, occupantFields, partial, type DefuntValues } from './defuntForm';
import { InfosStep } from './InfosStep';
import { NaissanceDecesStep } from './NaissanceDecesStep';
import { SepultureStep } from './SepultureStep';

/** The deceased wizard, five steps (spec 001 §4): adds a deceased, or edits one, through the outbox. */
export function DefuntWizard({ location, emplacementId, occupant = null, pleineNature = false, presents = 0, onClose }: {
  location: Location; emplacementId: string; occupant?: Occupant | null; pleineNature?: boolean;
  /** The deceased present in the concession (countPresent), for the capacity check of a new one (issue 28). */
  presents?: number;
  onClose: () => void;
}) {
  const run = useRunMutation();
  const forced = forcedSepulture(location.type) !== null;
  const [defaults] = useState(() => defuntDefaults(occupant, forced));
  const form = useForm<DefuntValues>({ resolver: zodResolver(defuntSchema), defaultValues: defaults });
  const v = form.watch();
  const defuntDoc = useDefuntDocument(location, emplacementId);
  // Only a new deceased takes a place: editing one never asks (issue 28).
  const check = occupant ? null : burialCheck(location, presents, parisDate(new Date()));
  const [depassement, setDepassement] = useState<Depassement>({ confirme: false, motif: '' });
  const [checked, setChecked] = useState(false);
  const firstStepReady = async () => {
    setChecked(true);
    const fields = await form.trigger(['civilite']);
    return fields && (!check || depassementReady(check, depassement));
  };

  const submit = async () => {
    const fields = occupantFields(form.getValues());
    const ok = occupant
      ? await run('occupant.update', { id: occupant.id, ...fields }, 'Défunt enregistré.')
      : await run('occupant.create', {
        id: uuidv7(), emplacementId, locationId: location.id, ...fields,
        ...(check?.pleine ? { depassementCapacite: { confirme: true, motif: depassement.motif.trim() } } : {}),
      }, 'Défunt enregistré.');
    // The box asks for the document as well (spec 001 §4): made on the device, kept as a document of the concession.
    if (ok && form.getValues('genererDocument')) await defuntDoc.generate(fields as unknown as DefuntFacts);
    return ok;
  };

  const destination = v.destinationUrneCendre ? DESTINATIONS_CENDRES[v.destinationUrneCendre as DestinationCendres] : '';
  return (
    <WizardModal
      title={occupant ? 'Modifier le défunt' : 'Civilité du défunt'}
      preview
      onClose={onClose}
      onSubmit={submit}
      keep={{ formKey: draftKey('defunt', emplacementId, occupant?.id), value: v, initial: defaults, restore: (d) => form.reset(d as DefuntValues) }}
      steps={[
        {
          label: DEFUNT_STEPS[0],
          content: (
            <>
              {check && <CapacityBox check={check} value={depassement} onChange={setDepassement} showError={checked} />}
              <CiviliteStep form={form} />
            </>
          ),
          validate: firstStepReady,
        },
        { label: DEFUNT_STEPS[1], content: <NaissanceDecesStep form={form} /> },
        { label: DEFUNT_STEPS[2], content: <SepultureStep form={form} plotType={location.type} pleineNature={pleineNature} />, validate: () => form.trigger(['modeSepulture']) },
        { label: DEFUNT_STEPS[3], content: <InfosStep form={form} /> },
        {
          label: DEFUNT_STEPS[4],
          content: (
            <Stack>
              <Summary
                rows={[
                  ['Défunt', defuntName({ prenom: v.prenom, nom: v.nom })],
                  ['Civilité', civiliteWord(v.civilite) ?? CHOIX_NON_RENSEIGNEE],
                  ['Naissance', formatPartialDate(partial(v.naissanceJour, v.naissanceMois, v.naissanceAnnee))],
                  ['Décès', formatPartialDate(partial(v.decesJour, v.decesMois, v.decesAnnee))],
                  ['Mode de sépulture', v.modeSepulture === 'cremation' ? 'Crémation' : 'Inhumation'],
                  ['Date', formatFrDate(v.modeSepulture === 'cremation' ? v.dateCremation || null : v.dateInhumCrema || null)],
                  ['Destination', destination],
                  ['Critères spécifiques', v.criteres.join(', ')],
                  ...(check?.pleine ? [['Dépassement de capacité', depassement.motif.trim()] as [string, string]] : []),
                ]}
              />
              {/* Optional here: ticking it asks for the generated document (spec 001 §4 Deceased wizard). */}
              <Checkbox size="lg" label={GENERER_DOCUMENT_DEFUNT} {...form.register('genererDocument')} />
              {v.genererDocument && <DefuntDocumentPreview defunt={occupantFields(v) as unknown as DefuntFacts} generator={defuntDoc} />}
            </Stack>
          ),
        },
      ]}
    />
  );
}
