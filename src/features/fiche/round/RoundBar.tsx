import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { gapLabels, plotGaps } from '../../../domain/round/gaps';
import { sameName } from '../../../domain/round/order';
import { scopeLabel } from '../../../domain/round/round';
import { plotLabelParts } from '../../../domain/rules/labels';
import { getReplica } from '../../../replica/db';
import type { FicheData } from '../../../replica/queries/fiche';
import { gapFactsOf, readNeighbours, type PlotRef } from '../../../replica/queries/round';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useLiveQuery } from '../../../replica/useLiveQuery';
import { RoundSummaryModal } from './RoundSummaryModal';
import { StartRoundModal } from './StartRoundModal';
import { useRound } from './useRound';

/** Where a neighbour stands, said from the current plot: 'N° 4', 'Allée 2 · N° 1', 'Carré D · Allée 1 · N° 1'. */
function whereIs(target: PlotRef, from: { carre: string | null; allee: string | null }): string {
  const parts = plotLabelParts(target);
  const drop = !sameName(target.carre, from.carre) ? 0 : !sameName(target.allee, from.allee) ? (target.carre ? 1 : 0) : [target.carre, target.allee].filter((v) => (v ?? '').trim()).length;
  const shown = parts.slice(drop);
  return (shown.length > 0 ? shown : parts).join(' · ') || target.libelle || 'Emplacement';
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The survey round's bar on the plot sheet (issue 29): 'Précédent' and 'Suivant' along the allée in the order
 * of the numbers, then the next allée, then the next carré (src/domain/round/order.ts); what this plot's sheet
 * still misses (src/domain/round/gaps.ts); and the round itself: started here, counted as the user goes, ended
 * with its summary. Everything is read from the replica and the device: it works the same offline.
 */
export function RoundBar({ fiche }: { fiche: FicheData }) {
  const { emplacement } = fiche;
  const espaceId = useEspaceId();
  const neighbours = useLiveQuery(async () => (espaceId ? readNeighbours(getReplica(espaceId), emplacement.id) : null), [espaceId, emplacement.id, emplacement.carre, emplacement.allee, emplacement.numero]);
  const { round, start, end } = useRound(emplacement.id);
  const [starting, setStarting] = useState(false);
  const [summary, setSummary] = useState(false);
  const location = fiche.location;
  const gaps = plotGaps(
    gapFactsOf(
      emplacement,
      location,
      fiche.occupants.length,
      fiche.photos,
      fiche.contacts.map((c) => ({ typeDeContact: c.typeDeContact, decede: c.decede })),
    ),
  );
  const alleeName = plotLabelParts({ carre: null, allee: emplacement.allee, numero: null })[0] ?? 'Sans allée';

  const step = (label: 'Précédent' | 'Suivant', target: PlotRef | null | undefined) =>
    target ? (
      <Button size="lg" variant={label === 'Suivant' ? 'filled' : 'default'} component={Link} to={`/fiche-concession/${target.id}`} h="auto" mih={52} py={6} style={{ flex: '1 1 0' }}>
        <Stack gap={0} align="center">
          <span>{label}</span>
          <Text span size="sm" fw={400}>
            {whereIs(target, emplacement)}
          </Text>
        </Stack>
      </Button>
    ) : (
      <Button size="lg" variant="default" disabled mih={52} style={{ flex: '1 1 0' }}>
        {label}
      </Button>
    );

  return (
    <Paper withBorder p="sm" component="section" aria-label="Tournée et fiches voisines" data-testid="tournee">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="stretch">
          {step('Précédent', neighbours?.previous)}
          <Stack gap={0} justify="center" align="center" style={{ flex: '1 1 0', minWidth: 0 }}>
            <Text fw={700} ta="center">
              {alleeName}
            </Text>
            <Text size="sm" ta="center" data-testid="position-allee">
              {neighbours ? `${neighbours.index} / ${neighbours.count} dans l’allée` : ''}
            </Text>
          </Stack>
          {step('Suivant', neighbours?.next)}
        </Group>
        <Group gap="xs" data-testid="manques" aria-live="polite">
          {gaps.length === 0 ? (
            <Text c="green.9" fw={600}>
              Rien ne manque sur cette fiche.
            </Text>
          ) : (
            <>
              <Text fw={700}>À compléter :</Text>
              {gapLabels(gaps).map((g) => (
                <Badge key={g} size="lg" color="orange" variant="light" radius="sm" styles={{ label: { textTransform: 'none' } }}>
                  {g}
                </Badge>
              ))}
            </>
          )}
        </Group>
        <Group gap="sm" justify="space-between">
          {round && !round.endedAt ? (
            <>
              <Text data-testid="tournee-en-cours">
                <b>Tournée en cours</b> ({scopeLabel(round.scope)}) : {plural(round.seen.length, 'emplacement vu', 'emplacements vus')}, {plural(round.actions.filter((a) => a.kind === 'photo').length, 'photo', 'photos')}
              </Text>
              <Group gap="sm">
                <Button size="lg" variant="default" onClick={() => setSummary(true)}>
                  Où en suis-je ?
                </Button>
                <Button
                  size="lg"
                  color="dark"
                  onClick={() => {
                    void end().then(() => setSummary(true));
                  }}
                >
                  Terminer la tournée
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text c="dimmed">{round?.endedAt ? `Tournée terminée (${scopeLabel(round.scope)}).` : 'Parcourez une allée ou un carré fiche après fiche.'}</Text>
              <Group gap="sm">
                {round?.endedAt && (
                  <Button size="lg" variant="default" onClick={() => setSummary(true)}>
                    Voir le résumé
                  </Button>
                )}
                <Button size="lg" variant="light" onClick={() => setStarting(true)}>
                  Commencer une tournée
                </Button>
              </Group>
            </>
          )}
        </Group>
      </Stack>
      <StartRoundModal
        opened={starting}
        plot={emplacement}
        alleeCount={neighbours?.count ?? 0}
        carreCount={neighbours?.carreCount ?? 0}
        onClose={() => setStarting(false)}
        onStart={(scope) => {
          setStarting(false);
          void start(scope);
        }}
      />
      {summary && round && espaceId && <RoundSummaryModal round={round} espaceId={espaceId} onClose={() => setSummary(false)} />}
    </Paper>
  );
}
