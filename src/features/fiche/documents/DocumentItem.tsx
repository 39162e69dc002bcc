import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { DocumentRow } from '../../../domain/entities/document';

interface DocumentItemProps {
  doc: DocumentRow;
  /** 'du 05/01/2027', 'du 05/01/2027, remplacé le 20/01/2027' (documents/replacement.ts); null when undated. */
  dateLine?: string | null;
  /** A redone document's predecessor (issue 28): it stays, marked 'remplacé'. */
  replaced?: boolean;
  pending: boolean;
  onDownload: () => void;
  /** Null on a read-only sheet (Consultation, archived concession). */
  onDelete: (() => void) | null;
}

/** One document of the concession: its name, its date, whether it was replaced or still waits to be sent, download and delete. */
export function DocumentItem({ doc, dateLine = null, replaced = false, pending, onDownload, onDelete }: DocumentItemProps) {
  return (
    <Paper withBorder p="sm" data-testid="document">
      <Group justify="space-between" align="flex-start">
        {/* The name wraps rather than being cut: on a tablet the column is narrow and the name is what one looks for. */}
        <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {doc.nom}
          </Text>
          <Group gap="xs">
            {replaced && (
              <Badge color="gray" variant="light">
                remplacé
              </Badge>
            )}
            {dateLine && <Text size="sm">{dateLine}</Text>}
            {doc.slug && <Text size="sm" c="dimmed">Généré sur l'appareil</Text>}
            {doc.description && <Text size="sm" c="dimmed">{doc.description}</Text>}
            {pending && (
              <Badge color="orange" variant="light">
                en attente d'envoi
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size="md" variant="light" onClick={onDownload} aria-label={`Télécharger ${doc.nom}`} disabled={!doc.mediaSha256}>
            Télécharger
          </Button>
          {onDelete && (
            <Button size="md" variant="subtle" color="red" onClick={onDelete} aria-label={`Supprimer ${doc.nom}`}>
              Supprimer
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
