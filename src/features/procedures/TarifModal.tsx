import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SURFACE_CLASS_LABELS, SURFACE_CLASSES, type SurfaceClasse } from '../../domain/constants/surfaces';
import { tarifArgs } from '../../domain/mutations/tarif';
import type { TarifDraft } from '../../domain/procedures';
import { uuidv7 } from '../../replica/uuidv7';
import { useRunMutation } from '../fiche/useFicheActions';
import { DateField } from '../shared/DateField';

export const CONFIRM_TARIF = 'Voulez vous sauvegarder ce tarif ?';

const toNumber = (v: string | number) => (typeof v === 'number' ? v : v === '' ? null : Number(v.replace(',', '.')));

/**
 * The tariff form a renewal with no tariff offers (spec 002 §2): a surface or 'au m²', the tariff of attribution
 * and the renewal tariff incl. tax, the application date; Annuler / Sauvegarder. Saves a real row of the price
 * list (tarif.create), offline, checked by the same schema as the server.
 */
export function TarifModal({ draft, onClose }: { draft: TarifDraft; onClose: () => void }) {
  const run = useRunMutation();
  const [surface, setSurface] = useState<SurfaceClasse | null>(draft.surface);
  const [parMetreCarre, setParMetreCarre] = useState(draft.parMetreCarre);
  const [tarifFixe, setTarifFixe] = useState<number | null>(null);
  const [tarifRenouv, setTarifRenouv] = useState<number | null>(null);
  const [dateApplication, setDateApplication] = useState<string>(draft.dateApplication);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const args = { id: uuidv7(), typeEmplacement: draft.typeEmplacement, duree: draft.duree, perpetuelle: draft.perpetuelle, surface: parMetreCarre ? null : surface, parMetreCarre, tarifFixe, tarifRenouv, dateApplication };
    const parsed = tarifArgs.safeParse(args);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Tarif invalide.');
      return;
    }
    if (await run('tarif.create', args, 'Tarif enregistré.')) onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Enregistrer un tarif" centered size="lg">
      <Stack>
        <Text size="lg">
          {draft.typeEmplacement} — {draft.perpetuelle ? 'perpétuelle' : `${String(draft.duree)} ans`}
        </Text>
        <Select
          size="lg" label="Surface" placeholder="Choisir une surface" disabled={parMetreCarre}
          data={SURFACE_CLASSES.map((c) => ({ value: String(c), label: SURFACE_CLASS_LABELS[c] }))}
          value={surface ? String(surface) : null} onChange={(v) => setSurface(v ? (Number(v) as SurfaceClasse) : null)}
        />
        <Checkbox size="lg" label="Tarif au m²" checked={parMetreCarre} onChange={(e) => setParMetreCarre(e.currentTarget.checked)} />
        <NumberInput size="lg" label="Tarif d'attribution TTC (€)" decimalScale={2} decimalSeparator="," min={0} hideControls value={tarifFixe ?? ''} onChange={(v) => setTarifFixe(toNumber(v))} />
        <NumberInput size="lg" label="Tarif de renouvellement TTC (€)" decimalScale={2} decimalSeparator="," min={0} hideControls value={tarifRenouv ?? ''} onChange={(v) => setTarifRenouv(toNumber(v))} />
        <DateField label="Date d'application" value={dateApplication} onChange={setDateApplication} />
        {error && <Text c="red">{error}</Text>}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button size="lg" onClick={() => void save()}>
            Sauvegarder
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
