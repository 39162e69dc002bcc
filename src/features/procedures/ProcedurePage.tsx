import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isProcedureKind, PROCEDURE_LABELS, PROCEDURE_TITLES, type ProcedureKind } from '../../domain/constants/procedures';
import { formatFrDate } from '../../domain/dates';
import { conversionDurations, MSG_STEPS, procedureDef } from '../../domain/procedures';
import { plotLabel } from '../../domain/rules/labels';
import { useProcedureData } from '../../replica/queries/procedure';
import { useEspaceId } from '../../replica/useEnqueue';
import { useToday } from '../../replica/useToday';
import { useCanWrite } from '../fiche/useFicheActions';
import { AbandonFactsBox } from './AbandonFactsBox';
import { AlsaceMoselleBox } from './AlsaceMoselleBox';
import { InformationBox } from './InformationBox';
import { procedureScreen } from './procedureView';
import { RemindersBox } from './RemindersBox';
import { ProcedureSteps } from './ProcedureSteps';
import { LoadingIndicator } from '../shared/LoadingIndicator';

/**
 * The common procedure screen (spec 002 §2) for /{kind}/{emplacementId}: header, 'retour à l'emplacement',
 * reminders, the step cards with their computed states (the engine's), each step's form in a modal; the
 * impossibility message of spec 002 §8 when the procedure cannot start. Reads the replica only: the same
 * offline. The reprise after abandonment adds its regime, planned dates and overdue limits (issue 12).
 */
export function ProcedurePage() {
  const segment = useLocation().pathname.split('/')[1] ?? '';
  const kind: ProcedureKind | null = isProcedureKind(segment) ? segment : null;
  const { emplacementId } = useParams();
  const espaceId = useEspaceId();
  const data = useProcedureData(espaceId, emplacementId);
  const today = useToday();
  const canWrite = useCanWrite();
  const screen = useMemo(() => (data && kind ? procedureScreen(kind, data, today, new Date().toISOString()) : null), [data, kind, today]);

  if (!kind) return <Title order={1}>PROCÉDURE</Title>;
  if (data === undefined) return <LoadingIndicator label="Chargement de la procédure" />;
  if (data === null || !screen) {
    return (
      <Stack>
        <Title order={1}>{PROCEDURE_TITLES[kind]}</Title>
        <Text size="lg">Emplacement introuvable.</Text>
      </Stack>
    );
  }

  const { emplacement } = data;
  const location = screen.ctx?.location ?? null;
  const def = procedureDef(kind);
  const procedure = screen.procedure;
  // Spec 002 §5: with fewer than two durations to offer, the conversion's button is removed with the reason.
  const noLongerDuration = kind === 'conversion' && screen.draft && location && conversionDurations(location).length < 2 ? MSG_STEPS.conversionAucuneDureePlusLongue : null;
  const famille = location?.famille ?? data.current?.famille ?? null;
  const shownFinished = !!procedure?.dateFin || screen.previous !== null;

  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={`/fiche-concession/${emplacement.id}`} size="lg" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
        ← retour à l'emplacement{kind === 'renouvellement' && famille ? ` (famille ${famille})` : ''}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{PROCEDURE_TITLES[kind]}</Title>
        {kind === 'renouvellement' ? (
          <Text size="lg" fw={600}>
            Carré {emplacement.carre ?? '—'} — Allée {emplacement.allee ?? '—'}
            {emplacement.numero ? ` — n° ${emplacement.numero}` : ''}
          </Text>
        ) : (
          <Text size="lg" fw={600}>
            {plotLabel(emplacement) || 'Emplacement'}
          </Text>
        )}
        {location && (
          <Text size="lg" data-testid="procedure-concession">
            Concession {famille ? `de la famille ${famille}` : ''}
            {location.dateDebut ? ` — du ${formatFrDate(location.dateDebut)}` : ''}
            {location.perpetuelle ? ' — perpétuelle' : location.dateFin ? ` au ${formatFrDate(location.dateFin)}` : ''}
            {location.isArchived ? ' (terminée)' : ''}
          </Text>
        )}
      </Stack>
      <RemindersBox kind={kind} />
      {(kind === 'repriseAbandon' || kind === 'repriseNonRenouvellement') && <AlsaceMoselleBox kind={kind} location={location ?? data.current ?? null} />}
      {(kind === 'renouvellement' || kind === 'repriseNonRenouvellement') && data.current && <InformationBox location={data.current} today={today} canWrite={canWrite} />}
      {screen.impossible && !screen.draft && (
        // Beside a finished procedure (a concession already taken back), no alarm: why no new one may start.
        <Alert color={shownFinished ? 'gray' : 'red'} title={shownFinished ? 'Nouvelle procédure impossible' : `${PROCEDURE_LABELS[kind]} impossible`} data-testid="procedure-impossible">
          {screen.impossible}
        </Alert>
      )}
      {noLongerDuration && (
        <Alert color="red" data-testid="procedure-impossible">
          {noLongerDuration}
        </Alert>
      )}
      {screen.notes.map((n) => (
        <Alert key={n} color="yellow">
          {n}
        </Alert>
      ))}
      {kind === 'repriseAbandon' && procedure && !screen.draft && <AbandonFactsBox procedure={procedure} today={today} />}
      {!def && <NotYetSteps kind={kind} possible={!screen.impossible} procedure={procedure} />}
      {screen.previous && (
        <ProcedureSteps
          kind={kind} procedure={screen.previous.procedure} draft={false} ctx={screen.previous.ctx} steps={screen.previous.steps}
          title={`Procédure terminée le ${formatFrDate(screen.previous.procedure.dateFin)}`}
          documents={data.documents} canWrite={canWrite} testId="procedure-precedente"
        />
      )}
      {procedure && def && screen.ctx && (
        <ProcedureSteps
          kind={kind} procedure={procedure} draft={screen.draft} ctx={screen.ctx} steps={screen.steps}
          title={screen.draft ? (screen.previous ? 'Nouvelle procédure' : 'Étapes') : procedure.dateFin ? `Procédure terminée le ${formatFrDate(procedure.dateFin)}` : `Procédure en cours depuis le ${formatFrDate(procedure.dateDebut)}`}
          documents={data.documents} canWrite={canWrite && !noLongerDuration} testId="procedure-courante"
        />
      )}
      {screen.finished.filter((p) => p.id !== procedure?.id && p.id !== screen.previous?.procedure.id).length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Procédures précédentes
          </Title>
          {screen.finished
            .filter((p) => p.id !== procedure?.id && p.id !== screen.previous?.procedure.id)
            .map((p) => (
              <Text key={p.id}>
                {PROCEDURE_LABELS[kind]} terminée le {formatFrDate(p.dateFin)}
              </Text>
            ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A kind whose steps the engine does not run yet (the reprise after abandonment, issue 12): its start conditions. */
function NotYetSteps({ kind, possible, procedure }: { kind: ProcedureKind; possible: boolean; procedure: { etapes: Array<{ etape: number; dateFin: string | null }>; dateDebut: string | null } | null }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Conditions de départ
      </Title>
      <Text size="lg">{possible ? `Les conditions de départ de la ${PROCEDURE_LABELS[kind].toLowerCase()} sont réunies.` : 'Les conditions de départ ne sont pas réunies.'}</Text>
      {procedure && (
        <>
          <Text size="lg">Procédure en cours depuis le {formatFrDate(procedure.dateDebut)}.</Text>
          {procedure.etapes
            .filter((e) => e.dateFin)
            .map((e) => (
              <Text key={e.etape}>
                Étape {e.etape} : étape effectuée le {formatFrDate(e.dateFin)}
              </Text>
            ))}
        </>
      )}
    </Stack>
  );
}
