import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DUREES_ANNEES } from '../../../domain/constants/durations';
import { TARIF_TYPES, type TarifType } from '../../../domain/constants/locationTypes';
import { SURFACE_CLASS_LABELS, SURFACE_CLASSES, type SurfaceClasse } from '../../../domain/constants/surfaces';
import type { Prestation, Tarif } from '../../../domain/entities/tarif';
import { DateField } from '../../shared/DateField';

/** The values of the price form, as tarif.create and tarif.modify take them (src/domain/mutations/tarif.ts). */
export interface TarifFormValues {
  typeEmplacement: TarifType;
  duree: number | null;
  perpetuelle: boolean;
  surface: SurfaceClasse | null;
  parMetreCarre: boolean;
  tarifFixe: number | null;
  tarifRenouv: number | null;
  dateApplication: string;
  ccas: number | null;
  isCCASTier: boolean;
  prestationsAttribution: Prestation[];
  prestationsRenouv: Prestation[];
}

export const emptyTarif = (today: string): TarifFormValues => ({
  typeEmplacement: 'Concession', duree: 30, perpetuelle: false, surface: 1, parMetreCarre: false, tarifFixe: null, tarifRenouv: null,
  dateApplication: today, ccas: null, isCCASTier: false, prestationsAttribution: [], prestationsRenouv: [],
});

export const valuesOf = (t: Tarif): TarifFormValues => ({
  typeEmplacement: t.typeEmplacement, duree: t.duree, perpetuelle: t.perpetuelle, surface: t.surface, parMetreCarre: t.parMetreCarre,
  tarifFixe: t.tarifFixe, tarifRenouv: t.tarifRenouv, dateApplication: t.dateApplication, ccas: t.ccas, isCCASTier: t.isCCASTier,
  prestationsAttribution: t.prestationsAttribution, prestationsRenouv: t.prestationsRenouv,
});

const num = (v: string | number) => (typeof v === 'number' ? v : v === '' ? null : Number(v.replace(',', '.')));
const DUREE_OPTIONS = [...DUREES_ANNEES.map((d) => ({ value: String(d), label: `${d} ans` })), { value: 'perpetuelle', label: 'Perpétuelle' }, { value: 'autre', label: 'Autre durée' }];

/** Services billed with an attribution or a renewal (spec 000 §3 prestations): a name and an amount incl. tax each. */
function Prestations({ label, list, onChange }: { label: string; list: Prestation[]; onChange: (l: Prestation[]) => void }) {
  const [nom, setNom] = useState('');
  const [montant, setMontant] = useState<number | null>(null);
  return (
    <Stack gap={6}>
      <Text fw={700}>{label}</Text>
      {list.map((p, i) => (
        <Group key={`${p.nom}-${i}`} gap="xs">
          <Text>{p.nom} — {p.montant.toFixed(2).replace('.', ',')} €</Text>
          <ActionIcon size="lg" variant="subtle" color="red" aria-label={`Retirer la prestation ${p.nom}`} onClick={() => onChange(list.filter((_, j) => j !== i))}>×</ActionIcon>
        </Group>
      ))}
      <Group align="flex-end" wrap="wrap">
        <TextInput size="lg" label={`${label} : nom`} value={nom} onChange={(e) => setNom(e.currentTarget.value)} />
        <NumberInput size="lg" label={`${label} : montant TTC (€)`} decimalScale={2} decimalSeparator="," min={0} hideControls value={montant ?? ''} onChange={(v) => setMontant(num(v))} />
        <Button size="lg" variant="light" disabled={!nom.trim() || montant === null} onClick={() => { onChange([...list, { nom: nom.trim(), montant: montant ?? 0 }]); setNom(''); setMontant(null); }}>
          Ajouter la prestation
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The price form (spec 000 §2.9, §5): type, duration (5 to 15, 20, 25, 30, 50, 99, 100, perpetual or another
 * number), surface class or per m², prices of attribution and renewal incl. tax, date of application, CCAS share
 * (a percentage or one third) and the services. Its button reads 'Modifier' when a price was picked, 'Ajouter' otherwise.
 */
export function TarifForm({ initial, editing, error, onSubmit, onCancel }: { initial: TarifFormValues; editing: boolean; error: string | null; onSubmit: (v: TarifFormValues) => void; onCancel: () => void }) {
  const [v, setV] = useState<TarifFormValues>(initial);
  const [autre, setAutre] = useState(false);
  useEffect(() => {
    setV(initial);
    setAutre(!initial.perpetuelle && initial.duree !== null && !(DUREES_ANNEES as readonly number[]).includes(initial.duree));
  }, [initial]);
  const dureeChoice = v.perpetuelle ? 'perpetuelle' : autre ? 'autre' : v.duree !== null ? String(v.duree) : null;

  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label="Formulaire de tarif" onSubmit={(e) => { e.preventDefault(); onSubmit(v); }}>
      <Title order={3} size="h4" mb="xs">{editing ? 'Modifier un tarif' : 'Ajouter un tarif'}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select size="lg" label="Type d'emplacement" data={[...TARIF_TYPES]} value={v.typeEmplacement} allowDeselect={false} onChange={(t) => setV({ ...v, typeEmplacement: (t ?? 'Concession') as TarifType })} />
        <Select size="lg" label="Durée" data={DUREE_OPTIONS} value={dureeChoice} allowDeselect={false}
          onChange={(d) => {
            setAutre(d === 'autre');
            if (d === 'perpetuelle') setV({ ...v, perpetuelle: true, duree: null });
            else if (d === 'autre') setV({ ...v, perpetuelle: false, duree: null });
            else setV({ ...v, perpetuelle: false, duree: d ? Number(d) : null });
          }} />
        {autre && <NumberInput size="lg" label="Autre durée (ans)" min={1} max={999} allowDecimal={false} hideControls value={v.duree ?? ''} onChange={(d) => setV({ ...v, duree: num(d) })} />}
        <Select size="lg" label="Surface" placeholder="Choisir une surface" allowDeselect={false} disabled={v.parMetreCarre} data={SURFACE_CLASSES.map((c) => ({ value: String(c), label: SURFACE_CLASS_LABELS[c] }))}
          value={v.surface ? String(v.surface) : null} onChange={(s) => setV({ ...v, surface: s ? (Number(s) as SurfaceClasse) : null })} />
        <Checkbox size="lg" mt="xl" label="Tarif au m²" checked={v.parMetreCarre} onChange={(e) => setV({ ...v, parMetreCarre: e.currentTarget.checked })} />
        <NumberInput size="lg" label="Tarif d'attribution TTC (€)" decimalScale={2} decimalSeparator="," min={0} hideControls value={v.tarifFixe ?? ''} onChange={(x) => setV({ ...v, tarifFixe: num(x) })} />
        <NumberInput size="lg" label="Tarif de renouvellement TTC (€)" decimalScale={2} decimalSeparator="," min={0} hideControls value={v.tarifRenouv ?? ''} onChange={(x) => setV({ ...v, tarifRenouv: num(x) })} />
        <DateField label="Date d'application" value={v.dateApplication} onChange={(d) => setV({ ...v, dateApplication: d })} />
        <NumberInput size="lg" label="Part CCAS (%)" decimalScale={2} decimalSeparator="," min={0} max={100} hideControls disabled={v.isCCASTier} value={v.ccas ?? ''} onChange={(x) => setV({ ...v, ccas: num(x) })} />
        <Checkbox size="lg" mt="xl" label="Un tiers au CCAS" checked={v.isCCASTier} onChange={(e) => setV({ ...v, isCCASTier: e.currentTarget.checked })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        <Prestations label="Prestations d'attribution" list={v.prestationsAttribution} onChange={(l) => setV({ ...v, prestationsAttribution: l })} />
        <Prestations label="Prestations de renouvellement" list={v.prestationsRenouv} onChange={(l) => setV({ ...v, prestationsRenouv: l })} />
      </SimpleGrid>
      {error && <Text c="red" mt="sm" role="alert">{error}</Text>}
      <Group justify="flex-end" mt="md">
        {editing && <Button size="lg" variant="default" onClick={onCancel}>Annuler</Button>}
        <Button size="lg" type="submit">{editing ? 'Modifier' : 'Ajouter'}</Button>
      </Group>
    </Paper>
  );
}
