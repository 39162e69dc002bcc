import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Contact } from '../../domain/entities/contact';
import type { DocumentRow } from '../../domain/entities/document';
import type { MailCanal, MailPieceJointe } from '../../domain/entities/mailArchive';
import { addresseesOf } from '../../domain/mail/addressees';
import { SMS_TEXT_MAX } from '../../domain/mutations/mail';
import { draftKey, EDITOR_AUTOSAVE_MS } from '../../domain/drafts/drafts';
import { DraftBanner } from '../shared/drafts/DraftBanner';
import { useDiscardGuard } from '../shared/drafts/useDiscardGuard';
import { useDraft } from '../shared/drafts/useDraft';
import { MailBodyEditor } from './MailBodyEditor';
import { useSendMail } from './sendMail';

export interface ComposerInitial {
  objet?: string;
  /** HTML of the body (a rendered template, a step's letter). */
  corps?: string;
  /** Hashes of the concession's documents ticked at the start (a step's generated document). */
  documents?: readonly string[];
}

interface MailComposerProps {
  locationId: string;
  contacts: readonly Contact[];
  documents: readonly DocumentRow[];
  initial?: ComposerInitial;
  onClose: () => void;
}

const MSG_REQUIRED = 'Ce champ est obligatoire.';

interface MailDraft {
  canal: MailCanal;
  objet: string;
  html: string;
  smsText: string;
  attached: string[];
}

/**
 * 'Envoyer un e-mail' (issue 17 'Mail and SMS'): to the holders and contacts of the concession who have an
 * e-mail (or a mobile for an SMS), holders ticked; a subject, a body, documents of the concession attached.
 * Queued through the outbox, online or offline: the E-mails section shows it pending at once.
 */
export function MailComposerModal({ locationId, contacts, documents, initial, onClose }: MailComposerProps) {
  const send = useSendMail();
  const [canal, setCanal] = useState<MailCanal>('email');
  const addressees = useMemo(() => addresseesOf([...contacts], canal), [contacts, canal]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(addresseesOf([...contacts], 'email').filter((a) => a.titulaire).map((a) => a.contactId)));
  const [objet, setObjet] = useState(initial?.objet ?? '');
  const [html, setHtml] = useState(initial?.corps ?? '');
  const [empty, setEmpty] = useState(!initial?.corps);
  const [smsText, setSmsText] = useState('');
  const attachable = documents.filter((d) => d.mediaSha256);
  const [attached, setAttached] = useState<ReadonlySet<string>>(() => new Set(initial?.documents ?? []));
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // Issue 28: the message being written is kept every 5 s (spec 000 §9); a restored body remounts the editor.
  const [bodyVersion, setBodyVersion] = useState(0);
  const [opened] = useState<MailDraft>(() => ({ canal: 'email', objet: initial?.objet ?? '', html: initial?.corps ?? '', smsText: '', attached: [...(initial?.documents ?? [])] }));
  const saved = useDraft<MailDraft>({
    formKey: draftKey('mail', locationId),
    value: useMemo(() => ({ canal, objet, html, smsText, attached: [...attached] }), [canal, objet, html, smsText, attached]),
    initial: opened,
    intervalMs: EDITOR_AUTOSAVE_MS,
    onRestore: (d) => {
      setCanal(d.canal);
      setObjet(d.objet);
      setHtml(d.html);
      setEmpty(d.html.replace(/<[^>]*>/g, '').trim() === '');
      setSmsText(d.smsText);
      setAttached(new Set(d.attached));
      setBodyVersion((n) => n + 1);
    },
  });
  const guard = useDiscardGuard(saved.dirty, saved.clear);
  const requestClose = () => guard.ask(onClose);

  const recipients = addressees.filter((a) => chosen.has(a.contactId));
  const bodyMissing = canal === 'email' ? empty : smsText.trim() === '';
  const invalid = recipients.length === 0 || objet.trim() === '' || bodyMissing;

  const submit = async () => {
    setTried(true);
    if (invalid) return;
    setSending(true);
    const piecesJointes: MailPieceJointe[] = attachable.filter((d) => attached.has(d.mediaSha256 ?? '')).map((d) => ({ sha256: d.mediaSha256 ?? '', nom: d.nom }));
    const ok = await send({ locationId, canal, contactIds: recipients.map((r) => r.contactId), objet, corps: canal === 'email' ? html : smsText, piecesJointes });
    setSending(false);
    if (!ok) return;
    await saved.clear();
    onClose();
  };

  return (
    <Modal opened onClose={requestClose} title={canal === 'email' ? 'Envoyer un e-mail' : 'Envoyer un SMS'} centered size="xl">
      <Stack>
        <DraftBanner draft={saved} />
        <SegmentedControl
          size="md"
          value={canal}
          onChange={(v) => setCanal(v as MailCanal)}
          data={[
            { value: 'email', label: 'E-mail' },
            { value: 'sms', label: 'SMS' },
          ]}
          aria-label="Canal d'envoi"
        />
        <Checkbox.Group label="Destinataires" withAsterisk size="lg" value={[...chosen]} onChange={(v) => setChosen(new Set(v))} error={tried && recipients.length === 0 ? 'Choisissez au moins un destinataire.' : null}>
          {addressees.length === 0 ? (
            <Alert color="yellow" mt="xs">
              {canal === 'email' ? "Aucun contact de cette concession n'a d'adresse e-mail." : "Aucun contact de cette concession n'a de numéro de téléphone."}
            </Alert>
          ) : (
            <Stack gap="xs" mt="xs">
              {addressees.map((a) => (
                <Checkbox
                  key={a.contactId}
                  size="md"
                  value={a.contactId}
                  label={`${a.nom}${a.titulaire ? ' (titulaire)' : ''} — ${a.adresse}`}
                />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
        <TextInput size="lg" label="Objet" withAsterisk value={objet} maxLength={255} error={tried && objet.trim() === '' ? MSG_REQUIRED : null} onChange={(e) => setObjet(e.currentTarget.value)} />
        {canal === 'email' ? (
          <MailBodyEditor
            key={bodyVersion}
            initialHtml={html}
            error={tried && empty ? MSG_REQUIRED : null}
            onChange={(next, isEmpty) => {
              setHtml(next);
              setEmpty(isEmpty);
            }}
          />
        ) : (
          <Textarea
            size="lg"
            label="Message"
            withAsterisk
            autosize
            minRows={3}
            maxLength={SMS_TEXT_MAX}
            value={smsText}
            description={`${smsText.length} / ${SMS_TEXT_MAX} caractères`}
            error={tried && smsText.trim() === '' ? MSG_REQUIRED : null}
            onChange={(e) => setSmsText(e.currentTarget.value)}
          />
        )}
        {canal === 'email' && (
          <Checkbox.Group label="Pièces jointes (documents de la concession)" size="lg" value={[...attached]} onChange={(v) => setAttached(new Set(v))}>
            {attachable.length === 0 ? (
              <Text c="dimmed" mt="xs">
                Aucun document à joindre.
              </Text>
            ) : (
              <Stack gap="xs" mt="xs">
                {attachable.map((d) => (
                  <Checkbox key={d.id} size="md" value={d.mediaSha256 ?? ''} label={d.nom} />
                ))}
              </Stack>
            )}
          </Checkbox.Group>
        )}
        <Text size="sm" c="dimmed">
          Hors connexion, le message est enregistré sur cet appareil et part dès la prochaine synchronisation.
        </Text>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={requestClose}>
            Annuler
          </Button>
          <Button size="lg" loading={sending} onClick={() => void submit()}>
            Envoyer
          </Button>
        </Group>
      </Stack>
      {guard.modal}
    </Modal>
  );
}
