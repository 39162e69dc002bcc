import { Alert, Button, Group, MultiSelect, SegmentedControl, Stack, Switch, TagsInput, Text, Textarea, TextInput, Title, FileButton, Badge, CloseButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_TEMPLATES } from '../../domain/templates/defaults';
import { moredataFields, moredataText as moredataJson, type MoredataFields } from '../../domain/templates/moredata';
import { slugFromName } from '../../domain/templates/slug';
import { HOOKS } from '../../domain/templates/hooks';
import { TEMPLATE_ENTITIES, TEMPLATE_ENTITY_LABELS, type TemplateEntity } from '../../domain/templates/placeholders';
import { NOTIFIE_QUI, NOTIFIE_QUI_LABELS, templateInputSchema, type TemplateDocument, type TemplateInput } from '../../domain/templates/types';
import { apiFetch } from '../../platform/http';
import { removeTemplate, saveTemplate } from '../../platform/templates';
import { sha256Hex } from '../../replica/media';
import { useEspaceId } from '../../replica/useEnqueue';
import { ConfirmModal } from '../fiche/ConfirmModal';
import { editTemplatePath } from './ModelesPage';
import { TemplateEditor } from './TemplateEditor';
import { TemplatePreview } from './TemplatePreview';
import { useTemplates } from './useTemplates';
import { useBusyAction } from '../shared/useBusyAction';
import { draftKey, EDITOR_AUTOSAVE_MS } from '../../domain/drafts/drafts';
import { DraftBanner } from '../shared/drafts/DraftBanner';
import { useDiscardGuard } from '../shared/drafts/useDiscardGuard';
import { useDraft } from '../shared/drafts/useDraft';


const MSG_CONFIRM_PERSONALISE = 'Etes vous sûr de vouloir personnaliser ce document ?';
const MSG_CONFIRM_DEFINITIVE = 'Toute suppression est définitive, voulez-vous poursuivre ?';

const BLANK: TemplateInput = {
  slug: '', nom: '', nomInterne: null, description: null, type: 'documents', actif: true, canal: 'contenu', apercu: true,
  content: { pdf: '<p></p>' }, notifieQui: [], champsEntite: ['concession'], hooks: [], relatedDocuments: [], documentStatiques: [], moredata: null,
};

function toInput(t: TemplateDocument): TemplateInput {
  const { id: _id, parDefaut: _p, updatedAt: _u, ...input } = t;
  return input;
}

interface TemplateDraft {
  form: TemplateInput;
  moredataText: string;
}

type Confirm = { message: string; label: string; run: () => Promise<void> } | null;

/**
 * The template form (spec 002 §2 'Templates list and form'; /ajout-document and /edit/document/{id}), for
 * administrators: every field of the spec, the editor with its placeholders and conditional blocks, the live
 * preview, and the spec's confirmations. A default is read-only until personalised; a personalised default
 * goes back to the default by deleting the town's copy. Online only (the list is kept for offline documents).
 */
export function TemplateFormPage({ id }: { id: string | null }) {
  const espaceId = useEspaceId();
  const navigate = useNavigate();
  const { templates, loaded } = useTemplates(espaceId);
  const existing = id ? (templates.find((t) => t.id === id) ?? null) : null;
  const [form, setForm] = useState<TemplateInput>(BLANK);
  const { busy, error, setError, run } = useBusyAction();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [moredataText, setMoredataText] = useState('');
  // The template the form was filled from: a later read of the list (a refresh) keeps the user's edits.
  const [syncedId, setSyncedId] = useState<string | null>(null);

  useEffect(() => {
    if (existing && existing.id !== syncedId) {
      setForm(toInput(existing));
      setMoredataText(existing.moredata ?? '');
      setSyncedId(existing.id);
    }
  }, [existing, syncedId]);

  // Issue 28: the template being written is kept every 5 s (spec 000 §9), offered back when the form opens again;
  // leaving it with unsaved work asks. A default template is read-only: nothing to keep.
  const [editorVersion, setEditorVersion] = useState(0);
  // What the form was last saved as: the baseline of its unsaved work, until the list brings the template back.
  const [savedAs, setSavedAs] = useState<TemplateDraft | null>(null);
  const openedWith = useMemo<TemplateDraft>(() => savedAs ?? { form: existing ? toInput(existing) : BLANK, moredataText: existing?.moredata ?? '' }, [existing, savedAs]);
  const saved = useDraft<TemplateDraft>({
    formKey: (id && !existing) || existing?.parDefaut ? null : draftKey('modele', id),
    value: useMemo(() => ({ form, moredataText }), [form, moredataText]),
    initial: openedWith,
    intervalMs: EDITOR_AUTOSAVE_MS,
    onRestore: (d) => {
      setForm(d.form);
      setMoredataText(d.moredataText);
      setEditorVersion((n) => n + 1);
    },
  });
  const guard = useDiscardGuard(saved.dirty && existing?.parDefaut !== true, saved.clear);

  const isDefault = existing?.parDefaut === true;
  const personalisedDefault = !!existing && !isDefault && DEFAULT_TEMPLATES.some((d) => d.slug === existing.slug);
  const set = <K extends keyof TemplateInput>(k: K, v: TemplateInput[K]) => setForm((f) => ({ ...f, [k]: v }));
  const entity: TemplateEntity = form.champsEntite[0] ?? 'concession';
  const bodyKey = form.canal === 'sms' ? 'sms' : form.type === 'mails' ? 'mail' : 'pdf';
  const previewed = useMemo(() => ({ slug: form.slug || 'apercu', nom: form.nom || 'Aperçu', content: { pdf: form.content[bodyKey] ?? '' }, moredata: moredataText || null }), [form, bodyKey, moredataText]);

  if (existing && existing.id !== syncedId) return null;
  if (id && !existing) {
    return loaded ? (
      <Stack>
        <Title order={1}>MODIFIER LE MODÈLE</Title>
        <Alert color="red">Modèle introuvable.</Alert>
        <Button onClick={() => void navigate('/documents')}>Retour aux modèles</Button>
      </Stack>
    ) : null;
  }

  const validInput = (): TemplateInput | null => {
    // A new template's internal name comes from its name, unique in the town; an existing one keeps its own.
    const slug = existing ? form.slug : slugFromName(form.nom, new Set(templates.map((t) => t.slug)));
    const parsed = templateInputSchema.safeParse({ ...form, slug, moredata: moredataText });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Formulaire invalide.');
      return null;
    }
    return parsed.data;
  };

  const save = () =>
    run(async () => {
      const input = validInput();
      if (!input || !espaceId) return;
      await saveTemplate(espaceId, input, existing && !isDefault ? existing.id : null);
      await saved.clear();
      setSavedAs({ form, moredataText });
      // A new template's page is left at once, before the baseline above renders.
      if (!existing) guard.release();
      notifications.show({ color: 'green', message: 'Modèle enregistré.' });
      if (!existing) await navigate('/documents');
    });

  const personalise = () =>
    run(async () => {
      if (!existing || !espaceId) return;
      const saved = await saveTemplate(espaceId, toInput(existing), null);
      notifications.show({ color: 'green', message: 'Modèle personnalisé : vous pouvez le modifier.' });
      await navigate(editTemplatePath(saved.id), { replace: true });
    });

  const remove = () =>
    run(async () => {
      if (!existing || !espaceId) return;
      await removeTemplate(espaceId, existing.id);
      notifications.show({ color: 'green', message: personalisedDefault ? 'Modèle par défaut rétabli.' : 'Modèle supprimé.' });
      await navigate('/documents');
    });

  const upload = (files: File[]) =>
    run(async () => {
      if (!espaceId) return;
      const hashes: string[] = [];
      for (const file of files) {
        const sha = await sha256Hex(file);
        await apiFetch(`/api/media/${sha}?espace=${espaceId}`, { method: 'PUT', body: file, headers: { 'content-type': 'application/octet-stream' } });
        hashes.push(sha);
      }
      set('documentStatiques', [...new Set([...form.documentStatiques, ...hashes])]);
    });

  const readOnly = isDefault;
  // The extra data as labelled fields (issue 28), written back to the JSON the renderer reads.
  const extra = moredataFields(moredataText || null);
  const setExtra = (fields: MoredataFields) => setMoredataText(moredataJson(fields, moredataText || null) ?? '');
  return (
    <Stack gap="md">
      <Title order={1}>{existing ? 'MODIFIER LE MODÈLE' : 'AJOUTER UN MODÈLE'}</Title>
      <DraftBanner draft={saved} />
      {isDefault && (
        <Alert color="blue" title="Modèle par défaut">
          <Stack gap="xs">
            <Text>Ce modèle est fourni avec l’application. Personnalisez-le pour l’adapter à votre commune ; vous pourrez revenir au modèle par défaut.</Text>
            <Group>
              <Button onClick={() => setConfirm({ message: MSG_CONFIRM_PERSONALISE, label: 'Personnaliser', run: personalise })} loading={busy}>
                Personnaliser ce document
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput label="Nom" required value={form.nom} onChange={(e) => set('nom', e.currentTarget.value)} disabled={readOnly} />
      <Textarea label="Description" value={form.description ?? ''} onChange={(e) => set('description', e.currentTarget.value)} disabled={readOnly} autosize minRows={2} />
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Type
          </Text>
          <SegmentedControl aria-label="Type" data={[{ value: 'documents', label: 'Document' }, { value: 'mails', label: 'Mail' }]} value={form.type} onChange={(v) => set('type', v as TemplateInput['type'])} disabled={readOnly} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Canal
          </Text>
          <SegmentedControl aria-label="Canal" data={[{ value: 'contenu', label: 'Contenu' }, { value: 'sms', label: 'SMS' }]} value={form.canal} onChange={(v) => set('canal', v as TemplateInput['canal'])} disabled={readOnly} />
        </Stack>
        <Switch label="Actif" checked={form.actif} onChange={(e) => set('actif', e.currentTarget.checked)} disabled={readOnly} size="md" />
        <Switch label="Aperçu" checked={form.apercu} onChange={(e) => set('apercu', e.currentTarget.checked)} size="md" />
      </Group>
      {form.type === 'mails' && form.canal === 'contenu' && (
        <TextInput label="Objet du mail" value={form.content.objet ?? ''} onChange={(e) => set('content', { ...form.content, objet: e.currentTarget.value })} disabled={readOnly} />
      )}
      {form.canal === 'sms' ? (
        <Textarea label="Texte du SMS" value={form.content.sms ?? ''} onChange={(e) => set('content', { ...form.content, sms: e.currentTarget.value })} disabled={readOnly} autosize minRows={3} maxLength={2000} />
      ) : (
        <TemplateEditor
          key={`${syncedId ?? 'nouveau'}-${bodyKey}-${editorVersion}`}
          initial={form.content[bodyKey] ?? ''}
          onChange={(html) => setForm((f) => ({ ...f, content: { ...f.content, [bodyKey]: html } }))}
          entity={entity}
          label="Contenu du modèle"
          readOnly={readOnly}
        />
      )}
      <Group grow align="flex-start">
        <MultiSelect label="Qui est notifié" data={NOTIFIE_QUI.map((v) => ({ value: v, label: NOTIFIE_QUI_LABELS[v] }))} value={form.notifieQui} onChange={(v) => set('notifieQui', v)} disabled={readOnly} />
        <MultiSelect
          label="Entité (champs disponibles)"
          data={TEMPLATE_ENTITIES.map((v) => ({ value: v, label: TEMPLATE_ENTITY_LABELS[v] }))}
          value={form.champsEntite}
          onChange={(v) => set('champsEntite', v as TemplateEntity[])}
          disabled={readOnly}
        />
      </Group>
      <Group grow align="flex-start">
        <MultiSelect label="Déclencheurs" data={[...HOOKS]} value={form.hooks} onChange={(v) => set('hooks', v)} searchable disabled={readOnly} />
        <MultiSelect label="Documents liés" data={templates.filter((t) => t.slug !== form.slug).map((t) => ({ value: t.slug, label: t.nom }))} value={form.relatedDocuments} onChange={(v) => set('relatedDocuments', v)} searchable disabled={readOnly} />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Documents statiques
        </Text>
        <Group gap="xs">
          {form.documentStatiques.map((sha) => (
            <Badge key={sha} variant="light" rightSection={readOnly ? null : <CloseButton size="xs" aria-label="Supprimer ce fichier" onClick={() => setConfirm({ message: 'Etes vous sûr de vouloir supprimer ce fichier ?', label: 'Supprimer', run: async () => set('documentStatiques', form.documentStatiques.filter((s) => s !== sha)) })} />}>
              Fichier {sha.slice(0, 8)}
            </Badge>
          ))}
          {!readOnly && (
            <FileButton onChange={(files) => void upload(files)} multiple accept="application/pdf,image/png,image/jpeg">
              {(props) => (
                <Button variant="default" size="sm" {...props}>
                  Ajouter des fichiers
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Stack>
      <Stack gap="xs">
        <Switch
          size="md"
          label="Un courrier par titulaire, adresse placée pour une enveloppe à fenêtre"
          checked={extra.courrier}
          onChange={(e) => setExtra({ ...extra, courrier: e.currentTarget.checked })}
          disabled={readOnly}
        />
        <TagsInput
          label="Signataires"
          description="Chaque signataire a sa ligne de signature au bas du document ; appuyez sur Entrée après chacun."
          value={extra.signatures}
          onChange={(signatures) => setExtra({ ...extra, signatures })}
          disabled={readOnly}
          clearable
        />
      </Stack>
      <Group justify="space-between">
        <Group>
          {existing && !isDefault && (
            <Button color="red" variant="outline" onClick={() => setConfirm(personalisedDefault ? { message: MSG_CONFIRM_DEFINITIVE, label: 'Revenir au modèle par défaut', run: remove } : { message: 'Supprimer ?', label: 'Supprimer', run: remove })}>
              {personalisedDefault ? 'Revenir au modèle par défaut' : 'Supprimer'}
            </Button>
          )}
        </Group>
        <Group>
          <Button variant="default" size="lg" onClick={() => guard.ask(() => void navigate('/documents'))}>
            Annuler
          </Button>
          {!readOnly && (
            <Button size="lg" loading={busy} onClick={() => void save()}>
              Enregistrer
            </Button>
          )}
        </Group>
      </Group>
      {form.apercu && form.canal === 'contenu' && <TemplatePreview template={previewed} />}
      {guard.modal}
      <ConfirmModal
        opened={confirm !== null}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.label ?? 'Confirmer'}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const c = confirm;
          setConfirm(null);
          if (c) void c.run();
        }}
      />
    </Stack>
  );
}
