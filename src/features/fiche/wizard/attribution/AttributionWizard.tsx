import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LOCATION_TYPES, TYPES_CONCESSION, type LocationType, type TypeConcession } from '../../../../domain/constants/locationTypes';
import type { Emplacement } from '../../../../domain/entities/emplacement';
import type { Tarif } from '../../../../domain/entities/tarif';
import { assignmentPrice } from '../../../../domain/mutations/locationLifecycle';
import { formatFrDate } from '../../../../domain/dates';
import { ATTRIBUTION_STEP_LABELS, attributionPresets, attributionSteps, type AttributionStep } from '../../../../domain/wizards/attribution';
import { MSG_CHAMP_REQUIS } from '../../../../domain/wizards/validation';
import { DROIT_INHUMATION_CAS, DROIT_INHUMATION_LABELS, droitInhumation, gratuiteText, type DroitInhumationCas } from '../../../../domain/rules/droitInhumation';
import { useTarifs } from '../../../../replica/queries/fiche';
import { useEspaceId } from '../../../../replica/useEnqueue';
import { ActesPreviewButtons } from '../../documents/ActesPreviewButtons';
import { ActesStep } from '../../documents/ActesStep';
import { NO_ACTES, useAttributionActes } from '../../documents/useAttributionActes';
import { useRunMutation } from '../../useFicheActions';
import { Summary } from '../Summary';
import { WizardModal, type WizardStep } from '../WizardModal';
import { attributionArgs, dureeOf, surfaceOf } from './attributionArgs';
import { ATTRIBUTION_DEFAULTS, type AttributionValues } from './attributionForm';
import { ConcessionStep } from './ConcessionStep';
import { ContactFields } from './ContactFields';
import { ExclusEditor } from './ExclusEditor';

function price(tarifs: Tarif[], v: AttributionValues): number | null {
  if (!v.type) return null;
  const { duree, perpetuelle } = dureeOf(v);
  return assignmentPrice(tarifs, { type: v.type, duree, perpetuelle, surface: surfaceOf(v), date: v.dateDebut || new Date().toISOString().slice(0, 10) });
}

/**
 * 'Attribution de l'emplacement' (spec 001 §4): a preliminary step chooses the plot type, then its steps
 * (Ossuaire, Caveau, Jardin du souvenir: 1; Terrain commun: 2; a concession: 4), then Vérification Validation.
 */
export function AttributionWizard({ emplacement, onClose }: { emplacement: Emplacement; onClose: () => void }) {
  const run = useRunMutation();
  const tarifs = useTarifs(useEspaceId());
  const [v, setV] = useState<AttributionValues>(ATTRIBUTION_DEFAULTS);
  const [showErrors, setShowErrors] = useState(false);
  const [actes, setActes] = useState(NO_ACTES);
  const generateActes = useAttributionActes();
  const set = (patch: Partial<AttributionValues>) => setV((old) => ({ ...old, ...patch }));
  const type = v.type || null;
  const prix = price(tarifs, v);

  const needs = (fields: Array<keyof AttributionValues>) => () => {
    const missing = fields.some((f) => String(v[f] ?? '').trim() === '' || (f === 'surface' && v.surface === '11' && v.surfaceAutre.trim() === ''));
    setShowErrors(missing);
    return !missing;
  };

  const content = (step: AttributionStep, t: LocationType): WizardStep => {
    const label = ATTRIBUTION_STEP_LABELS[step];
    switch (step) {
      case 'concessionnaire':
      case 'contact':
        return {
          label,
          content: (
            <Stack>
              <ContactFields title="Concessionnaire" value={v.concessionnaire} onChange={(c) => set({ concessionnaire: c })} />
              {step === 'concessionnaire' && <ContactFields title="Co-concessionnaire" value={v.coConcessionnaire} onChange={(c) => set({ coConcessionnaire: c })} />}
              <ContactFields title="Contact de secours" value={v.contactSecours} onChange={(c) => set({ contactSecours: c })} />
            </Stack>
          ),
        };
      case 'typeConcession':
        return {
          label,
          validate: needs(['typeConcession']),
          content: (
            <Stack>
              <Select
                size="lg"
                label="Type de concession"
                withAsterisk
                data={[...TYPES_CONCESSION]}
                value={v.typeConcession || null}
                error={showErrors && !v.typeConcession ? MSG_CHAMP_REQUIS : null}
                onChange={(x) => set({ typeConcession: (x ?? '') as TypeConcession | '', exclus: [] })}
              />
              {v.typeConcession && <ExclusEditor typeConcession={v.typeConcession} value={v.exclus} onChange={(exclus) => set({ exclus })} />}
            </Stack>
          ),
        };
      case 'actes':
        return { label, content: <ActesStep value={actes} onChange={setActes} /> };
      case 'concession':
        return { label, validate: needs(['dateDebut', 'duree', 'surface']), content: <ConcessionStep v={v} set={set} type={t} prix={prix} showErrors={showErrors} /> };
      default: {
        const presets = attributionPresets(t);
        const commun = step === 'terrainCommun';
        return {
          label,
          validate: needs(commun ? ['dateDebut', 'droitInhumation'] : ['dateDebut']),
          content: (
            <Stack>
              {commun && (
                <>
                  <Select
                    size="lg"
                    label="Droit à l’inhumation (CGCT L2223-3)"
                    withAsterisk
                    data={DROIT_INHUMATION_CAS.map((c) => ({ value: c, label: DROIT_INHUMATION_LABELS[c] }))}
                    value={v.droitInhumation || null}
                    error={showErrors && !v.droitInhumation ? MSG_CHAMP_REQUIS : null}
                    onChange={(x) => set({ droitInhumation: (x ?? '') as DroitInhumationCas | '' })}
                  />
                  {v.droitInhumation && <Text size="lg" data-testid="gratuite">{gratuiteText(droitInhumation(v.droitInhumation))}</Text>}
                </>
              )}
              {presets.nbPlaces !== undefined && (
                <Text size="lg">
                  {presets.nbPlaces} place{presets.typeConcession ? `, ${presets.typeConcession}` : ''}
                  {presets.duree ? `, ${presets.duree} ans` : t === 'Caveau' ? ', 6 mois maximum' : ''}
                </Text>
              )}
              <ConcessionStep v={v} set={set} type={t} prix={null} showErrors={showErrors} />
            </Stack>
          ),
        };
      }
    }
  };

  const steps: WizardStep[] = [
    {
      label: "Type d'emplacement",
      validate: needs(['type']),
      content: (
        <Select
          size="lg"
          label="Type d'emplacement"
          withAsterisk
          data={[...LOCATION_TYPES]}
          value={v.type || null}
          error={showErrors && !v.type ? MSG_CHAMP_REQUIS : null}
          onChange={(x) => set({ ...ATTRIBUTION_DEFAULTS, type: (x ?? '') as LocationType | '' })}
        />
      ),
    },
    ...(type ? attributionSteps(type).map((s) => content(s, type)) : []),
    {
      label: 'Vérification Validation',
      content: (
        <Stack>
          <Summary
            rows={[
              ['Type', v.type],
              ['Famille', v.famille],
              ['Date de début', formatFrDate(v.dateDebut || null)],
              ['Concessionnaire', [v.concessionnaire.prenom, v.concessionnaire.nom].join(' ').trim()],
              ['Type de concession', attributionPresets(type ?? 'Concession').typeConcession ?? v.typeConcession],
              ...(type === 'Terrain commun' && v.droitInhumation
                ? [['Droit à l’inhumation', DROIT_INHUMATION_LABELS[v.droitInhumation]], ['Gratuité', gratuiteText(droitInhumation(v.droitInhumation))]] as Array<[string, string]>
                : []),
              ['Prix', prix === null ? '' : prix.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })],
            ]}
          />
          <ActesPreviewButtons choice={actes} makeArgs={() => attributionArgs(v, emplacement.id, prix ?? 0)} />
        </Stack>
      ),
    },
  ];

  return (
    <WizardModal
      title="Attribution de l'emplacement"
      preview
      steps={steps}
      onClose={onClose}
      onSubmit={async () => {
        const args = attributionArgs(v, emplacement.id, prix ?? 0);
        const ok = await run('location.create', args, 'Emplacement attribué.');
        // The deeds ticked at the 'actes' step, generated from the concession just written (offline too).
        if (ok && type && attributionSteps(type).includes('actes')) await generateActes(args.id, actes);
        return ok;
      }}
    />
  );
}
