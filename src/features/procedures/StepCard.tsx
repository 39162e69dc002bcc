import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { formatFrDate } from '../../domain/dates';
import type { DocumentRow } from '../../domain/entities/document';
import { stepLabel, type StepView } from '../../domain/procedures';

interface StepCardProps {
  view: StepView;
  optional: boolean;
  /** The documents the step recorded (their rows among the concession's documents). */
  documents: readonly DocumentRow[];
  canWrite: boolean;
  /** Lines a finished step shows (reprise after abandonment: postings, family, receipts, photo; spec 002 §2). */
  summary?: readonly string[];
  onStart: () => void;
  onDetails: () => void;
  onDownload: (doc: DocumentRow) => void;
}

/**
 * One step card (spec 002 §2): its computed state from the engine: the step's button ('Démarrer', 'Générer',
 * 'Renouveler'), 'Continuer', 'étape effectuée le {date}' with 'Détails' and its 'Documents', or a disabled
 * 'A partir du {date}'. Consultation users (ROLE_USER) see no button that records a step.
 */
export function StepCard({ view, optional, documents, canWrite, summary = [], onStart, onDetails, onDownload }: StepCardProps) {
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
          {state.kind === 'effectuee' &&
            summary.map((line) => (
              <Text key={line} size="md" data-testid="etape-resume">
                {line}
              </Text>
            ))}
        </Stack>
        <Group gap="sm">
          {(state.kind === 'aFaire' || state.kind === 'continuer') &&
            (canWrite ? (
              <Button size="lg" onClick={onStart}>
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
              {documents.length > 0 && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="lg" variant="light">
                      Documents
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {documents.map((d) => (
                      <Menu.Item key={d.id} onClick={() => onDownload(d)} mih={44}>
                        {d.nom}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )}
              {state.redoable && canWrite && (
                <Button size="lg" variant="light" onClick={onStart}>
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
