import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ImportMapping } from '../../../domain/import/fields';
import { ColumnMapping } from './ColumnMapping';
import { DryRunTable } from './DryRunTable';
import { ReportDownloadButton } from './ReportDownloadButton';
import { SourceCemeteryChoice } from './SourceCemeteryChoice';
import { StatesTable } from './StatesTable';
import type { PlotState } from '../../../domain/import/plotStates';
import {
  countLines, dryRunRegister, importRegister, previewRegister, type ImportSourceKind, type RegisterDryRun, type RegisterImportResult, type RegisterPreview,
} from './registerImportApi';

/** What changes between the Excel register and the openCimetière export: the file asked for and how its contents are named. */
const TEXTS: Record<ImportSourceKind, { intro: string; label: string; accept: string; testId: string; header: (name: string, p: RegisterPreview) => string }> = {
  excel: {
    intro: 'Registre Excel (.xlsx) ou CSV : une ligne par concession ou par défunt. Vous vérifierez la correspondance des colonnes et une simulation avant tout enregistrement. Une connexion est nécessaire.',
    label: 'Registre du cimetière (Excel)',
    accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
    testId: 'excel-import-summary',
    header: (name, p) => `${name} — feuille « ${p.feuille} », en-têtes ligne ${p.ligneEntete}, ${p.lignes} ligne(s) de données.`,
  },
  opencimetiere: {
    intro: 'Données du logiciel openCimetière : une archive ZIP des exports CSV de ses tables (emplacement, defunt, autorisation, voie, zone, cimetiere, titre), ou une sauvegarde SQL de sa base (pg_dump au format texte, .sql ou .sql.gz). Les zones deviennent des carrés et les voies des allées ; chaque concessionnaire, ayant droit et défunt fait une ligne. Vous vérifierez la correspondance des colonnes et une simulation avant tout enregistrement. Une connexion est nécessaire.',
    label: 'Export openCimetière (ZIP ou SQL)',
    accept: '.zip,.sql,.gz,application/zip,application/sql,application/gzip',
    testId: 'opencimetiere-import-summary',
    header: (name, p) => `${name} — tables lues : ${p.feuille} ; ${p.lignes} ligne(s), une par concessionnaire, ayant droit ou défunt.`,
  },
};

type Step = { kind: 'choose' } | { kind: 'map'; preview: RegisterPreview } | { kind: 'dryRun'; preview: RegisterPreview; dryRun: RegisterDryRun } | { kind: 'done'; result: RegisterImportResult };

interface Props {
  espaceId: string;
  kind?: ImportSourceKind;
  /** A file already chosen (the new-space wizard's register): it is read at once. */
  initialFile?: File;
  /** Told once the import is carried out (Infos cimetière reads its reports again; the wizard records the outcome). */
  onImported?: (result: RegisterImportResult) => void;
}

/**
 * 'Mise à jour Excel' of Infos cimetière (spec 000 §2.8, administrators; issue 16): the register (.xlsx or
 * .csv) is read by the server, its columns shown with the mapping proposed (the cemetery's last one where the
 * headers were seen, guessed elsewhere: issue 26), which the user may change; then a dry run line by line before
 * anything is written; then the import, after which the area reads 'Import réalisé' with the counts, and offers
 * the refused and partial lines as a workbook to correct. The new rows reach this device by the pull made at once
 * after it (pullAfterServerWrite). Needs the network. The new-space wizard uses it too, with its register already
 * chosen.
 */
export function ImportExcelForm({ espaceId, kind = 'excel', initialFile, onImported }: Props) {
  const texts = TEXTS[kind];
  const [file, setFile] = useState<File | null>(initialFile ?? null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [mapping, setMapping] = useState<ImportMapping>([]);
  /** The user's reading of the file's status values, by value (issue 26); sent with the dry run and the import. */
  const [etats, setEtats] = useState<Record<string, PlotState>>({});
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

  const read = (chosen: File) =>
    act(async () => {
      const preview = await previewRegister(espaceId, chosen, { kind });
      setMapping(preview.correspondance);
      setEtats({});
      setStep({ kind: 'map', preview });
    });
  // The wizard's register is read as soon as the form shows (once, even when React mounts it twice).
  const started = useRef(false);
  useEffect(() => {
    if (!initialFile || started.current) return;
    started.current = true;
    void read(initialFile);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the file given at mount
  }, []);

  if (step.kind === 'done') {
    const { rapport } = step.result;
    return (
      <Stack data-testid={texts.testId}>
        <Text fw={700} size="lg">
          {step.result.message}
        </Text>
        <List>
          {countLines(step.result.compteurs).map(([label, n]) => (
            <List.Item key={label}>
              {label} : {n}
            </List.Item>
          ))}
        </List>
        {rapport && rapport.lignes > 0 && (
          <>
            <Text size="sm">
              {rapport.lignes} ligne(s) refusée(s) ou à vérifier : téléchargez-les avec leur motif, corrigez-les dans le classeur et importez-le à nouveau.
              {rapport.lignesOmises > 0 ? ` Seules les ${rapport.lignes} premières sont conservées ; ${rapport.lignesOmises} autre(s) ligne(s) ne le sont pas.` : ''}
            </Text>
            <ReportDownloadButton reportId={rapport.id} />
          </>
        )}
        {!initialFile && (
          <Group>
            <Button size="lg" variant="default" onClick={() => { setFile(null); setStep({ kind: 'choose' }); }}>
              Importer un autre fichier
            </Button>
          </Group>
        )}
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
        <Text size="sm">{texts.intro}</Text>
        <FileInput size="lg" label={texts.label} accept={texts.accept} value={file} onChange={setFile} clearable placeholder="Choisir un fichier" />
        {alert}
        <Button size="lg" disabled={!file} loading={busy} onClick={() => file && void read(file)}>
          Lire le fichier
        </Button>
      </Stack>
    );
  }

  const { preview } = step;
  const header = (
    <Text size="sm">{texts.header(file.name, preview)}</Text>
  );
  if (step.kind === 'map') {
    return (
      <Stack>
        {header}
        {preview.avertissements.map((w) => (
          <Alert key={w} color="yellow">
            {w}
          </Alert>
        ))}
        <SourceCemeteryChoice cimetieres={preview.cimetieres ?? []} value={preview.cimetiere ?? null} disabled={busy} onChange={(id) => void act(async () => setStep({ kind: 'map', preview: await previewRegister(espaceId, file, { kind, cimetiere: id }) }))} />
        <ColumnMapping preview={preview} mapping={mapping} onChange={setMapping} />
        {alert}
        <Group>
          <Button size="lg" variant="default" onClick={() => setStep({ kind: 'choose' })}>
            Changer de fichier
          </Button>
          <Button size="lg" loading={busy} disabled={preview.cimetiere === null} onClick={() => void act(async () => setStep({ kind: 'dryRun', preview, dryRun: await dryRunRegister(espaceId, file, mapping, { kind, cimetiere: preview.cimetiere, etats }) }))}>
            Simuler l’import
          </Button>
        </Group>
      </Stack>
    );
  }

  const { dryRun } = step;
  const toWrite = dryRun.lignes.filter((l) => l.status === 'créé' || l.status === 'mis à jour').length;
  return (
    <Stack>
      {header}
      <Text fw={600}>Simulation : rien n’a encore été enregistré.</Text>
      <List size="sm">
        {countLines(dryRun.compteurs).filter(([, n]) => n > 0).map(([label, n]) => (
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
          void act(async () => setStep({ kind: 'dryRun', preview, dryRun: await dryRunRegister(espaceId, file, mapping, { kind, cimetiere: preview.cimetiere, etats: next }) }));
        }}
      />
      <DryRunTable lines={dryRun.lignes} />
      {alert}
      <Group>
        <Button size="lg" variant="default" onClick={() => setStep({ kind: 'map', preview })}>
          Modifier la correspondance
        </Button>
        <Button size="lg" loading={busy} disabled={toWrite === 0} onClick={() => void act(async () => {
          const result = await importRegister(espaceId, file, mapping, { kind, cimetiere: preview.cimetiere, etats });
          setStep({ kind: 'done', result });
          onImported?.(result);
        })}>
          Importer {toWrite} ligne(s)
        </Button>
      </Group>
    </Stack>
  );
}
