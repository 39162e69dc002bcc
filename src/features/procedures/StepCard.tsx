import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { formatFrDate } from '../../domain/dates';
import type { StepDocument } from '../../domain/documents/procedureFile';
import { stepLabel, type StepView } from '../../domain/procedures';

interface StepCardProps {
  view: StepView;
  optional: boolean;
  /** The documents the step recorded (its `documents` fields), named from the concession's documents. */
  documents: readonly StepDocument[];
  canWrite: boolean;
  /** Lines a finished step, or one between two phases, shows (reprise after abandonment: postings, family, receipts, photo; spec 002 §2). */
  summary?: readonly string[];
  onStart: () => void;
  onDetails: () => void;
  onDownload: (doc: StepDocument) => void;
  /** Opens the composer with this document attached, holders ticked (issue 17); absent when read-only. */
  onSend?: ((doc: StepDocument) => void) | undefined;
  /**
   * Which of this card's buttons is the screen's primary action (issue 29): 'redo' when its step must be done
   * again ('Refaire' filled), 'none' when another step's redo comes first (its 'Démarrer' is not primary).
   */
  emphasis?: 'normal' | 'redo' | 'none';
}

/**
 * One step card (spec 002 §2): its computed state from the engine: the step's button ('Démarrer', 'Générer',
 * 'Renouveler'), 'Continuer', 'étape effectuée le {date}' with 'Détails' and its 'Documents', or a disabled
 * 'A partir du {date}'. Consultation users (ROLE_USER) see no button that records a step. A step under way
 * between two phases (a posting, then its suspension) already lists the documents of its first phase.
 */
export function StepCard({ view, optional, documents, canWrite, summary = [], onStart, onDetails, onDownload, onSend, emphasis = 'normal' }: StepCardProps) {
  const { state } = view;
  const label = stepLabel(state);
  return (
    <Paper withBorder p="md" data-testid="etape" aria-label={`Étape ${view.etape} : ${view.titre}`}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            Étape {view.etape} : {view.titre}
          </Text>
          {optional && <Text c="dimmed">Étape facultative</Text>}
          {summary.map((line) => (
            <Text key={line} size="md" data-testid="etape-resume">
              {line}
            </Text>
          ))}
        </Stack>
        <Group gap="sm">
          {state.kind === 'continuer' && <DocumentsMenu etape={view.etape} documents={documents} onDownload={onDownload} onSend={onSend} />}
          {(state.kind === 'aFaire' || state.kind === 'continuer') &&
            (canWrite ? (
              <Button size="lg" variant={emphasis === 'none' ? 'default' : 'filled'} onClick={onStart}>
                {label.text}
              </Button>
            ) : (
              <Text c="dimmed">À faire</Text>
            ))}
          {state.kind === 'effectuee' && (
            <>
              <Text size="lg" c="green.9" fw={600}>
                étape effectuée le {formatFrDate(state.date)}
              </Text>
              <Button size="lg" variant="default" onClick={onDetails}>
                Détails
              </Button>
              <DocumentsMenu etape={view.etape} documents={documents} onDownload={onDownload} onSend={onSend} />
              {state.redoable && canWrite && (
                <Button size="lg" variant={emphasis === 'redo' ? 'filled' : 'light'} onClick={onStart}>
                  Refaire
                </Button>
              )}
            </>
          )}
          {(state.kind === 'aPartirDu' || state.kind === 'enAttente') && (
            <Button size="lg" disabled>
              {label.text}
            </Button>
          )}
          {state.kind === 'impossible' && <Text c="red.8">{state.reason}</Text>}
          {state.kind === 'ignoree' && <Text c="dimmed">{label.text}</Text>}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * 'Documents' of a step (issue 12): each document it recorded, downloaded from the device's copy, so offline
 * too (notice to the family, receipts, posting certificates, PVs, deliberation, order...).
 */
function DocumentsMenu({ etape, documents, onDownload, onSend }: { etape: number; documents: readonly StepDocument[]; onDownload: (doc: StepDocument) => void; onSend?: ((doc: StepDocument) => void) | undefined }) {
  if (documents.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="lg" variant="light" aria-label={`Documents de l'étape ${etape} (${documents.length})`}>
          Documents ({documents.length})
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Télécharger</Menu.Label>
        {documents.map((d) => (
          <Menu.Item key={d.sha256} onClick={() => onDownload(d)} mih={44}>
            {d.nom}
          </Menu.Item>
        ))}
        {onSend && (
          <>
            <Menu.Divider />
            <Menu.Label>Envoyer par e-mail aux titulaires</Menu.Label>
            {documents.filter((d) => d.document).map((d) => (
              <Menu.Item key={`envoyer-${d.sha256}`} onClick={() => onSend(d)} mih={44}>
                Envoyer : {d.nom}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
