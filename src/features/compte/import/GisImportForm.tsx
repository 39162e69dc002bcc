import { Alert, Button, Checkbox, FileInput, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ImportMapping } from '../../../domain/import/fields';
import type { PlotState } from '../../../domain/import/plotStates';
import { ColumnMapping } from './ColumnMapping';
import { DryRunTable } from './DryRunTable';
import { ReportDownloadButton } from './ReportDownloadButton';
import { StatesTable } from './StatesTable';
import { dryRunGis, gisCountLines, importGis, previewGis, type GisContent, type GisDryRun, type GisImportResult, type GisPlanEffect, type GisPreview } from './gisImportApi';

type Step = { kind: 'choose' } | { kind: 'map'; preview: GisPreview } | { kind: 'dryRun'; preview: GisPreview; dryRun: GisDryRun } | { kind: 'done'; result: GisImportResult };

const INTRO: Record<GisContent, string> = {
  emplacements:
    'Plan SIG exporté en GeoJSON (WGS 84, ou Lambert-93 comme QGIS l’exporte) ou par qgis2web (fichier .js) : un polygone par emplacement, ses attributs (carré, allée, numéro, concession, défunts) repris comme les colonnes d’un registre. Une deuxième couche s’ajoute au plan : les emplacements déjà dessinés gardent leur place sur le terrain. Une connexion est nécessaire.',
  carres:
    'Couche des carrés : un polygone par carré, son nom dans un attribut. Chaque emplacement dessiné dont le centre tombe dans un carré reçoit ce carré ; la simulation liste chaque changement avant tout enregistrement. Le plan doit être calé sur le terrain. Une connexion est nécessaire.',
};

/** What happens to the plan, as the server says it; in orange when something is lost. */
function PlanEffect({ plan }: { plan: GisPlanEffect }) {
  return (
    <Alert color={plan.aConfirmer ? 'orange' : 'blue'} title="Le plan du cimetière">
      <Stack gap={4}>
        {plan.details.map((d) => (
          <Text key={d} size="sm">
            {d}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * 'Import d’un plan SIG (GeoJSON)' of Infos cimetière (issues 16 and 26, administrators): the user says what the
 * file holds (plots, or carrés), the server reads it and proposes a mapping of its attributes, then a dry run
 * polygon by polygon says what each creates or changes and, above it, what happens to the plan (drawn, kept,
 * extended, or replaced and what is lost, which the user must confirm); then the import, after which the area
 * reads 'Import réalisé' with the counts. The new rows reach this device by the pull made at once after it
 * (pullAfterServerWrite). Needs the network.
 */
export function GisImportForm({ espaceId, onImported }: { espaceId: string; onImported?: (result: GisImportResult) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [contenu, setContenu] = useState<GisContent>('emplacements');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [etats, setEtats] = useState<Record<string, PlotState>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'L’import a échoué.');
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'done') {
    const { rapport } = step.result;
    return (
      <Stack data-testid="gis-import-summary">
        <Text fw={700} size="lg">
          {step.result.message}
        </Text>
        <List>
          {gisCountLines(step.result.compteurs, contenu).map(([label, n]) => (
            <List.Item key={label}>
              {label} : {n}
            </List.Item>
          ))}
        </List>
        <PlanEffect plan={step.result.plan} />
        {rapport && rapport.lignes > 0 && (
          <>
            <Text size="sm">
              {rapport.lignes} polygone(s) refusé(s) ou à vérifier : téléchargez-les avec leurs attributs et leur motif pour les corriger dans votre SIG.
              {rapport.lignesOmises > 0 ? ` Seuls les ${rapport.lignes} premiers sont conservés ; ${rapport.lignesOmises} autre(s) ne le sont pas.` : ''}
            </Text>
            <ReportDownloadButton reportId={rapport.id} />
          </>
        )}
        <Group>
          <Button size="lg" variant="default" onClick={() => { setFile(null); setStep({ kind: 'choose' }); }}>
            Importer un autre fichier
          </Button>
        </Group>
      </Stack>
    );
  }

  const alert = error && (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
  if (step.kind === 'choose' || !file) {
    return (
      <Stack>
        <Radio.Group label="Ce que contient le fichier" value={contenu} onChange={(v) => setContenu(v as GisContent)}>
          <Stack gap="xs" mt="xs">
            <Radio size="md" value="emplacements" label="Les emplacements (une tombe par polygone)" />
            <Radio size="md" value="carres" label="Les carrés (un carré par polygone)" />
          </Stack>
        </Radio.Group>
        <Text size="sm">{INTRO[contenu]}</Text>
        <FileInput
          size="lg"
          label="Plan SIG (GeoJSON)"
          accept=".geojson,.json,.js,application/geo+json,application/json,text/javascript"
          value={file}
          onChange={setFile}
          clearable
          placeholder="Choisir un fichier"
        />
        {alert}
        <Button
          size="lg"
          disabled={!file}
          loading={busy}
          onClick={() =>
            file &&
            void act(async () => {
              const preview = await previewGis(espaceId, file, contenu);
              setMapping(preview.correspondance);
              setEtats({});
              setStep({ kind: 'map', preview });
            })
          }
        >
          Lire le fichier
        </Button>
      </Stack>
    );
  }

  const { preview } = step;
  const header = (
    <Text size="sm">
      {file.name} — projection {preview.feuille}, {preview.lignes} polygone(s) {contenu === 'carres' ? 'de carrés' : 'd’emplacements'}.
    </Text>
  );
  const warnings = (list: string[]) =>
    list.map((w) => (
      <Alert key={w} color="yellow">
        {w}
      </Alert>
    ));
  if (step.kind === 'map') {
    return (
      <Stack>
        {header}
        {warnings(preview.avertissements)}
        <ColumnMapping preview={preview} mapping={mapping} onChange={setMapping} />
        {alert}
        <Group>
          <Button size="lg" variant="default" onClick={() => setStep({ kind: 'choose' })}>
            Changer de fichier
          </Button>
          <Button
            size="lg"
            loading={busy}
            onClick={() =>
              void act(async () => {
                setConfirmed(false);
                setStep({ kind: 'dryRun', preview, dryRun: await dryRunGis(espaceId, file, contenu, mapping, etats) });
              })
            }
          >
            Simuler l’import
          </Button>
        </Group>
      </Stack>
    );
  }

  const { dryRun } = step;
  const toWrite = dryRun.lignes.filter((l) => l.status === 'créé' || l.status === 'mis à jour').length;
  const moves = (dryRun.compteurs.formesRecalculees ?? 0) + (dryRun.compteurs.formesEffacees ?? 0);
  return (
    <Stack>
      {header}
      <Text fw={600}>Simulation : rien n’a encore été enregistré.</Text>
      <PlanEffect plan={dryRun.plan} />
      {warnings(dryRun.avertissements)}
      <List size="sm">
        {gisCountLines(dryRun.compteurs, contenu)
          .filter(([, n]) => n > 0)
          .map(([label, n]) => (
            <List.Item key={label}>
              {label} : {n}
            </List.Item>
          ))}
      </List>
      <StatesTable
        etats={dryRun.etats ?? []}
        disabled={busy}
        onChange={(cle, etat) => {
          const next = { ...etats, [cle]: etat };
          setEtats(next);
          void act(async () => setStep({ kind: 'dryRun', preview, dryRun: await dryRunGis(espaceId, file, contenu, mapping, next) }));
        }}
      />
      <DryRunTable lines={dryRun.lignes} />
      {dryRun.plan.aConfirmer && (
        <Checkbox size="md" checked={confirmed} onChange={(e) => setConfirmed(e.currentTarget.checked)} label="J’ai lu ce qui change sur le plan et je confirme l’import" />
      )}
      {alert}
      <Group>
        <Button size="lg" variant="default" onClick={() => setStep({ kind: 'map', preview })}>
          Modifier la correspondance
        </Button>
        <Button
          size="lg"
          loading={busy}
          disabled={(toWrite === 0 && moves === 0) || (dryRun.plan.aConfirmer && !confirmed)}
          onClick={() =>
            void act(async () => {
              const result = await importGis(espaceId, file, contenu, mapping, etats);
              setStep({ kind: 'done', result });
              onImported?.(result);
            })
          }
        >
          Importer {toWrite} ligne(s)
        </Button>
      </Group>
    </Stack>
  );
}
