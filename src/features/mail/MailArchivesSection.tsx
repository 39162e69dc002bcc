import { Badge, Button, Group, Paper, Spoiler, Stack, Text, Title, Typography } from '@mantine/core';
import { useState } from 'react';
import type { MailArchive } from '../../domain/entities/mailArchive';
import type { FicheData } from '../../replica/queries/fiche';
import { useCanWrite, useRunMutation } from '../fiche/useFicheActions';
import { MailComposerModal, type ComposerInitial } from './MailComposerModal';
import { purifyForDisplay } from './purifier';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** Where a message stands, in the words the sheet shows. */
export function mailStatusLabel(mail: MailArchive, pending: boolean): { label: string; color: string } {
  if (pending) return { label: 'En attente de synchronisation', color: 'orange' };
  if (mail.statut === 'envoye') return { label: 'Envoyé', color: 'green' };
  if (mail.statut === 'echec') return { label: "Échec de l'envoi", color: 'red' };
  return { label: "En cours d'envoi", color: 'blue' };
}

function MailItem({ mail, pending, onRetry }: { mail: MailArchive; pending: boolean; onRetry: (() => void) | null }) {
  const status = mailStatusLabel(mail, pending);
  return (
    <Paper withBorder p="sm" data-testid="mail-archive">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {mail.objet}
          </Text>
          <Badge color={status.color} variant="light" size="lg">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">
          {mail.canal === 'sms' ? 'SMS' : 'E-mail'} à {mail.destinataireNom ? `${mail.destinataireNom} (${mail.destinataire ?? ''})` : (mail.destinataire ?? '')} — {dateTime.format(new Date(mail.dateEnvoi))}
        </Text>
        {mail.piecesJointes.length > 0 && <Text size="sm" c="dimmed">Pièces jointes : {mail.piecesJointes.map((p) => p.nom).join(', ')}</Text>}
        {mail.statut === 'echec' && !pending && (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
              {mail.erreur ?? 'Raison inconnue.'}
              {mail.prochainEssai ? ` Nouvel essai automatique vers ${dateTime.format(new Date(mail.prochainEssai))}.` : ''}
            </Text>
            {onRetry && (
              <Button size="md" variant="light" color="red" onClick={onRetry}>
                Réessayer
              </Button>
            )}
          </Group>
        )}
        {mail.corps && (
          <Spoiler maxHeight={0} showLabel="Voir le message" hideLabel="Masquer le message">
            {mail.canal === 'sms' ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{mail.corps}</Text>
            ) : (
              <Typography>
                {/* Purified again on display: the row may come from any device. */}
                <div dangerouslySetInnerHTML={{ __html: purifyForDisplay(mail.corps) }} />
              </Typography>
            )}
          </Spoiler>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The sheet's E-mails section (spec 001 §2 full sheet, §3 Mail archive): every message about the concession,
 * newest first, with its state: pending on this device, being sent, sent, or 'Échec de l'envoi' with the
 * reason and 'Réessayer'. 'Envoyer un e-mail' opens the composer.
 */
export function MailArchivesSection({ fiche, composerInitial }: { fiche: FicheData; composerInitial?: ComposerInitial }) {
  const location = fiche.location;
  const writable = useCanWrite() && !!location && !location.isArchived;
  const run = useRunMutation();
  const [composing, setComposing] = useState(false);
  const mails = [...fiche.mailArchives].filter((m) => !m.deletedAt).sort((a, b) => b.dateEnvoi.localeCompare(a.dateEnvoi) || b.id.localeCompare(a.id));
  return (
    <Paper withBorder p="md" data-testid="mails-section">
      <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2}>E-mails</Title>
        {writable && (
          <Button size="lg" variant="light" onClick={() => setComposing(true)}>
            Envoyer un e-mail
          </Button>
        )}
      </Group>
      {mails.length === 0 ? (
        <Text>Aucun e-mail.</Text>
      ) : (
        mails.map((m) => (
          <MailItem key={m.id} mail={m} pending={fiche.pending.has(m.id)} onRetry={writable ? () => void run('mail.reessayer', { id: m.id }, "Nouvel essai d'envoi enregistré.") : null} />
        ))
      )}
      {composing && location && (
        <MailComposerModal locationId={location.id} contacts={fiche.contacts} documents={fiche.documents} {...(composerInitial ? { initial: composerInitial } : {})} onClose={() => setComposing(false)} />
      )}
      </Stack>
    </Paper>
  );
}
