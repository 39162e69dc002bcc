import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FileInput, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TRAVAUX_TYPES } from '../../../domain/constants/travaux';
import { DOCUMENT_ACCEPT, documentFileError, documentNameFromFile } from '../../../domain/documents/upload';
import type { DocumentRow } from '../../../domain/entities/document';
import type { Travaux } from '../../../domain/entities/travaux';
import { MSG_VALIDATION_REQUISE } from '../../../domain/wizards/validation';
import { draftKey } from '../../../domain/drafts/drafts';
import { DraftBanner } from '../../shared/drafts/DraftBanner';
import { useDiscardGuard } from '../../shared/drafts/useDiscardGuard';
import { useDraft } from '../../shared/drafts/useDraft';
import { getReplica } from '../../../replica/db';
import { storeMedia } from '../../../replica/media';
import { useEspaceId } from '../../../replica/useEnqueue';
import { uuidv7 } from '../../../replica/uuidv7';
import { useRunMutation } from '../useFicheActions';
import { FormDateField } from '../../shared/FormDateField';

const schema = z
  .object({
    type: z.string().min(1, 'Ce champ est obligatoire.'),
    dateDebut: z.string(),
    dateFin: z.string(),
    demandeurNom: z.string(),
    demandeurPrenom: z.string(),
    executant: z.string(),
    description: z.string(),
    valide: z.boolean().refine((v) => v, MSG_VALIDATION_REQUISE),
  })
  .refine((v) => !v.dateDebut || !v.dateFin || v.dateFin >= v.dateDebut, { message: 'La date de fin doit être postérieure à la date de début.', path: ['dateFin'] });
type Values = z.infer<typeof schema>;
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The works form (spec 001 §7 travaux/form): the 19 types, requester, company, dates, a document and the final
 * validation box. The document becomes one of the concession's documents (document.create, its bytes kept on
 * the device until uploaded) that the works point to; a free plot has no concession to hold it.
 */
export function TravauxForm({ emplacementId, locationId, documents, travaux, initialDescription = '', onClose }: {
  emplacementId: string;
  locationId: string | null;
  documents: DocumentRow[];
  travaux: Travaux | null;
  /** A new works record's description to start from (the work order of a monument in péril, issue 28). */
  initialDescription?: string;
  onClose: () => void;
}) {
  const run = useRunMutation();
  const espaceId = useEspaceId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const attached = travaux?.documentId ? documents.find((d) => d.id === travaux.documentId) : undefined;
  const [defaults] = useState<Values>(() => ({
    type: travaux?.type ?? '',
    dateDebut: travaux?.dateDebut ?? '',
    dateFin: travaux?.dateFin ?? '',
    demandeurNom: travaux?.demandeur?.nom ?? '',
    demandeurPrenom: travaux?.demandeur?.prenom ?? '',
    executant: travaux?.executant?.nomSociete ?? '',
    description: travaux?.description ?? initialDescription,
    valide: false,
  }));
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  // Issue 29: what is typed, and the file chosen, survive a reload; closing a filled form asks first.
  const saved = useDraft<{ values: Values; file: File | null }>({
    formKey: draftKey('travaux', emplacementId, travaux?.id),
    value: { values: form.watch(), file },
    initial: { values: defaults, file: null },
    onRestore: (d) => {
      form.reset(d.values);
      setFile(d.file);
      setFileError(d.file ? documentFileError(d.file) : null);
    },
  });
  const guard = useDiscardGuard(saved.dirty, saved.clear);
  const requestClose = () => guard.ask(onClose);
  const { errors } = form.formState;
  const save = form.handleSubmit(async (v) => {
    if (fileError) return;
    let documentId: string | undefined;
    if (file && locationId && espaceId) {
      let sha256: string;
      try {
        sha256 = (await storeMedia(getReplica(espaceId), file)).sha256;
      } catch (error) {
        setFileError(error instanceof Error ? error.message : String(error));
        return;
      }
      documentId = uuidv7();
      const nom = documentNameFromFile(file.name);
      if (!(await run('document.create', { id: documentId, locationId, nom, description: `Travaux : ${v.type}`, mediaSha256: sha256 }))) return;
    }
    const fields = {
      ...(documentId ? { documentId } : {}),
      type: v.type,
      dateDebut: orNull(v.dateDebut),
      dateFin: orNull(v.dateFin),
      demandeur: { nom: orNull(v.demandeurNom), prenom: orNull(v.demandeurPrenom) },
      executant: { nomSociete: orNull(v.executant) },
      description: orNull(v.description),
    };
    const ok = travaux
      ? await run('travaux.update', { id: travaux.id, ...fields }, 'Travaux enregistrés.')
      : await run('travaux.create', { id: uuidv7(), emplacementId, ...fields, valide: true }, 'Travaux enregistrés.');
    if (!ok) return;
    await saved.clear();
    onClose();
  });
  return (
    <Modal opened onClose={requestClose} title={travaux ? 'Modifier les travaux' : 'Ajouter des travaux'} size="lg">
      <form onSubmit={(e) => void save(e)}>
        <Stack>
          <DraftBanner draft={saved} />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select size="lg" label="Type de travaux" withAsterisk data={[...TRAVAUX_TYPES]} searchable value={field.value || null} onChange={(x) => field.onChange(x ?? '')} error={errors.type?.message} />
            )}
          />
          <Group grow>
            <TextInput size="lg" label="Nom du demandeur" {...form.register('demandeurNom')} />
            <TextInput size="lg" label="Prénom du demandeur" {...form.register('demandeurPrenom')} />
          </Group>
          <TextInput size="lg" label="Société exécutante" {...form.register('executant')} />
          <Group grow>
            <FormDateField control={form.control} name="dateDebut" label="Date de début" />
            <FormDateField control={form.control} name="dateFin" label="Date de fin" />
          </Group>
          <Textarea size="lg" label="Description" autosize minRows={2} {...form.register('description')} />
          {locationId && (
            <FileInput
              size="lg"
              label="Document"
              description={attached ? `Document joint : ${attached.nom}. Un nouveau fichier le remplace.` : undefined}
              accept={DOCUMENT_ACCEPT}
              clearable
              value={file}
              error={fileError}
              onChange={(f) => {
                setFile(f);
                setFileError(f ? documentFileError(f) : null);
              }}
            />
          )}
          {!locationId && attached && <Text size="sm">Document joint : {attached.nom}</Text>}
          <Checkbox size="lg" label="Je valide la saisie de ces travaux" error={errors.valide?.message} {...form.register('valide')} />
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={requestClose}>
              Annuler
            </Button>
            <Button size="lg" type="submit">
              Valider
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.modal}
    </Modal>
  );
}
