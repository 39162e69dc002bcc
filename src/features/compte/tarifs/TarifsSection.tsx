import { Button, Collapse, Paper, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Tarif } from '../../../domain/entities/tarif';
import { tarifArgs } from '../../../domain/mutations/tarif';
import { planTarifDelete, planTarifSave, splitTarifs } from '../../../domain/tarifs/versioning';
import { useTarifs } from '../../../replica/queries/fiche';
import { useToday } from '../../../replica/useToday';
import { uuidv7 } from '../../../replica/uuidv7';
import { ConfirmModal } from '../../fiche/ConfirmModal';
import { useRunMutation } from '../../fiche/useFicheActions';
import { emptyTarif, TarifForm, valuesOf, type TarifFormValues } from './TarifForm';
import { TarifGrids, TarifTable } from './TarifTables';

/**
 * The price list of the cemetery (spec 000 §2.9, §4 Tariff), read from the replica and changed by the tarif.*
 * mutations, offline: the form, the grid of what is priced and what is 'à renseigner', the current prices and
 * the collapsible archived ones. The versioning rules are src/domain/tarifs/versioning.ts; the attribution
 * wizard and the procedures read these same rows (src/domain/tarifs/lookup.ts).
 */
export function TarifsSection({ espaceId, writer }: { espaceId: string; writer: boolean }) {
  const tarifs = useTarifs(espaceId);
  const today = useToday();
  const run = useRunMutation();
  const { current, archived } = useMemo(() => splitTarifs(tarifs), [tarifs]);
  const [editing, setEditing] = useState<Tarif | null>(null);
  const [initial, setInitial] = useState<TarifFormValues>(() => emptyTarif(today));
  const [error, setError] = useState<string | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [confirm, setConfirm] = useState<{ message: string; label: string; action: () => void } | null>(null);

  const reset = () => {
    setEditing(null);
    setInitial(emptyTarif(today));
    setError(null);
  };

  const submit = (v: TarifFormValues) => {
    const values = { ...v, surface: v.parMetreCarre ? null : v.surface, duree: v.perpetuelle ? null : v.duree, ccas: v.isCCASTier ? null : v.ccas };
    const parsed = tarifArgs.safeParse({ id: uuidv7(), ...values });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Tarif invalide.');
    setError(null);
    const plan = planTarifSave(tarifs, editing, values);
    if (plan.kind === 'create') return void run('tarif.create', { id: uuidv7(), ...values }, 'Tarif ajouté.').then((ok) => ok && reset());
    const modify = (id: string) => void run('tarif.modify', { id, newId: uuidv7(), ...values }, 'Tarif modifié.').then((ok) => ok && reset());
    if (plan.kind === 'update') return setConfirm({ message: plan.confirm, label: 'Modifier', action: () => modify(plan.id) });
    modify(plan.previousId);
  };

  const remove = (t: Tarif) => {
    const plan = planTarifDelete(t, today);
    setConfirm({ message: plan.confirm, label: 'Supprimer', action: () => void run('tarif.delete', { id: t.id }, plan.kind === 'archive' ? 'Tarif archivé.' : 'Tarif supprimé.') });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Tarifs">
      <Title order={2} size="h3" mb="xs">Tarifs</Title>
      <Stack gap="md">
        {writer && <TarifForm initial={initial} editing={editing !== null} error={error} onSubmit={submit} onCancel={reset} />}
        <TarifGrids current={current} />
        <Title order={3} size="h4">Tarifs en vigueur</Title>
        <TarifTable label="Tarifs en vigueur" tarifs={current}
          {...(writer ? { onEdit: (t: Tarif) => { setEditing(t); setInitial(valuesOf(t)); setError(null); }, onDelete: remove } : {})} />
        <Button size="lg" variant="subtle" onClick={() => setShowArchived((s) => !s)} aria-expanded={showArchived}>
          {showArchived ? 'Masquer les tarifs archivés' : `Afficher les tarifs archivés (${archived.length})`}
        </Button>
        <Collapse expanded={showArchived}>
          <TarifTable label="Tarifs archivés" tarifs={archived} {...(writer ? { onDelete: remove } : {})} />
        </Collapse>
      </Stack>
      {confirm && <ConfirmModal opened message={confirm.message} confirmLabel={confirm.label} onConfirm={confirm.action} onClose={() => setConfirm(null)} />}
    </Paper>
  );
}
