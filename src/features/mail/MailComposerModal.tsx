import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Contact } from '../../domain/entities/contact';
import type { DocumentRow } from '../../domain/entities/document';
import type { MailCanal, MailPieceJointe } from '../../domain/entities/mailArchive';
import { addresseesOf } from '../../domain/mail/addressees';
import { SMS_TEXT_MAX } from '../../domain/mutations/mail';
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
    if (ok) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={canal === 'email' ? 'Envoyer un e-mail' : 'Envoyer un SMS'} centered size="xl">
      <Stack>
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
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button size="lg" loading={sending} onClick={() => void submit()}>
            Envoyer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
