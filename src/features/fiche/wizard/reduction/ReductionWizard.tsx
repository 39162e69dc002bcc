import { Checkbox, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { REDUCTION_DESTINATIONS, REDUCTION_TYPES, type ReductionType } from '../../../../domain/constants/occupants';
import type { Occupant } from '../../../../domain/entities/occupant';
import { MSG_REUNION_SANS_DEFUNT } from '../../../../domain/mutations/reduction';
import { defuntName } from '../../../../domain/wizards/defunt';
import { REDUCTION_STEPS, reductionFreedPlaces } from '../../../../domain/wizards/exhumation';
import { validationError } from '../../../../domain/wizards/validation';
import { uuidv7 } from '../../../../replica/uuidv7';
import { useRunMutation } from '../../useFicheActions';
import { Summary } from '../Summary';
import { WizardModal } from '../WizardModal';
import { DateField } from '../../../shared/DateField';

const DESTINATION_LABELS: Record<(typeof REDUCTION_DESTINATIONS)[number], string> = {
  'urne après crémation': 'Urne après crémation',
  reliquaire: 'Boîte à ossements (reliquaire)',
};

/**
 * Réduction / réunion de corps (spec 001 §4): a réunion picks the other deceased, forces the bone box and frees
 * as many places; a réduction chooses an urn after crémation or a bone box. The validation box is required.
 */
export function ReductionWizard({ occupant, others, onClose }: { occupant: Occupant; others: Occupant[]; onClose: () => void }) {
  const run = useRunMutation();
  const [type, setType] = useState<ReductionType>('reduction de corps');
  const [date, setDate] = useState('');
  const [destination, setDestination] = useState<string>('reliquaire');
  const [reunis, setReunis] = useState<string[]>([]);
  const [valide, setValide] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const reunion = type === 'reunion de corps';

  const submit = async () => {
    const invalid = validationError('reduction', valide);
    setMessage(invalid);
    if (invalid) return false;
    return run('reduction.create', { id: uuidv7(), occupantId: occupant.id, type, date: date || null, destination: reunion ? 'reliquaire' : destination, reunis, valide }, 'Réduction enregistrée.');
  };

  return (
    <WizardModal
      title={`Réduction / réunion de corps — ${defuntName(occupant)}`}
      preview
      onClose={onClose}
      onSubmit={submit}
      steps={[
        {
          label: REDUCTION_STEPS[0],
          validate: () => {
            if (reunion && reunis.length === 0) {
              setMessage(MSG_REUNION_SANS_DEFUNT);
              return false;
            }
            setMessage(null);
            return true;
          },
          content: (
            <Stack>
              <Radio.Group label="Type" withAsterisk size="lg" value={type} onChange={(x) => setType(x as ReductionType)}>
                <Stack mt="xs">
                  {REDUCTION_TYPES.map((t) => (
                    <Radio key={t} size="lg" value={t} label={t === 'reunion de corps' ? 'Réunion de corps' : 'Réduction de corps'} />
                  ))}
                </Stack>
              </Radio.Group>
              <DateField label="Date" value={date} onChange={setDate} />
              {reunion ? (
                <>
                  <Text>Destination : boîte à ossements (reliquaire).</Text>
                  <Checkbox.Group label="Défunts à réunir" withAsterisk value={reunis} onChange={setReunis} size="lg">
                    <Stack mt="xs">
                      {others.map((o) => (
                        <Checkbox key={o.id} size="lg" value={o.id} label={defuntName(o)} />
                      ))}
                      {others.length === 0 && <Text c="dimmed">Aucun autre défunt dans cette concession.</Text>}
                    </Stack>
                  </Checkbox.Group>
                </>
              ) : (
                <Select size="lg" label="Destination" data={REDUCTION_DESTINATIONS.map((d) => ({ value: d, label: DESTINATION_LABELS[d] }))} value={destination} onChange={(x) => setDestination(x ?? 'reliquaire')} allowDeselect={false} />
              )}
              {message && <Text c="red">{message}</Text>}
            </Stack>
          ),
        },
        {
          label: REDUCTION_STEPS[1],
          content: (
            <Stack>
              <Summary
                rows={[
                  ['Type', reunion ? 'Réunion de corps' : 'Réduction de corps'],
                  ['Défunts réunis', others.filter((o) => reunis.includes(o.id)).map(defuntName).join(', ')],
                  ['Places libérées', String(reductionFreedPlaces(type, reunis.length))],
                ]}
              />
              <Checkbox size="lg" label="Je valide la réduction / réunion de corps" checked={valide} onChange={(e) => setValide(e.currentTarget.checked)} />
              {message && <Text c="red">{message}</Text>}
            </Stack>
          ),
        },
      ]}
    />
  );
}
