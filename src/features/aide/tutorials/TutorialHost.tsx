import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EQUIPMENT_TYPES } from '../../../domain/constants/locationTypes';
import { currentLocationType, tutorialPlotId } from '../../../replica/queries/tutorialPlot';
import { useEspaceId } from '../../../replica/useEnqueue';
import { MSG_EMPLACEMENT_VIDE, MSG_SANS_CONCESSIONNAIRES, WELCOME_TOUR, tutorialById, type Tutorial } from './catalogue';
import { flushWelcomeTourFlag, recordWelcomeTourDone, shouldShowWelcomeTour } from './firstConnection';
import { runTutorial, type TutorialRun } from './runTutorial';
import { useTutorials } from './tutorial.store';
import { MountOnFirstOpen } from '../../shared/MountOnFirstOpen';

const FICHE = /^\/fiche-concession\/([^/]+)/;

/** A one-step tutorial that only says why the asked one cannot run here (spec 002 §2 tutorial messages). */
function notice(tutorial: Tutorial, message: string): Tutorial {
  return { ...tutorial, steps: [{ title: tutorial.titre, description: message }] };
}

/**
 * Runs the tutorial asked for (spec 002 §2 Guided tutorials, Welcome tour): goes to its start route (a sheet
 * tutorial started elsewhere, from /aide for instance, opens the first plot with a concession), adapts to an
 * empty plot or a plot type without holders, then hands over to driver.js; the close icon asks 'Quitter le
 * tutoriel'. On first connection it runs the welcome tour, and records the flag when it ends either way.
 */
export function TutorialHost() {
  const requested = useTutorials((s) => s.requested);
  const { clearRequest, setRunning, start } = useTutorials.getState();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const espaceId = useEspaceId();
  const [asking, setAsking] = useState(false);
  const run = useRef<{ id: string; handle: TutorialRun } | null>(null);
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    void flushWelcomeTourFlag();
    void shouldShowWelcomeTour().then((show) => show && start(WELCOME_TOUR.id));
  }, [start]);

  useEffect(() => {
    if (!requested) return;
    clearRequest();
    const tutorial = tutorialById(requested);
    if (!tutorial) return;
    void (async () => {
      let chosen = tutorial;
      let where = pathRef.current;
      if (tutorial.start === 'fiche') {
        const onSheet = FICHE.exec(where)?.[1] ?? null;
        const plotId = onSheet ?? (espaceId ? await tutorialPlotId(espaceId) : null);
        if (plotId) where = `/fiche-concession/${plotId}`;
        const type = plotId && espaceId ? await currentLocationType(espaceId, plotId) : null;
        if (tutorial.needs && type === null) chosen = notice(tutorial, MSG_EMPLACEMENT_VIDE);
        else if (tutorial.needs === 'concessionnaires' && (EQUIPMENT_TYPES as readonly string[]).includes(type ?? '')) chosen = notice(tutorial, MSG_SANS_CONCESSIONNAIRES);
      } else {
        where = tutorial.start;
      }
      if (where !== pathRef.current) navigate(where);
      run.current?.handle.stop();
      setRunning(tutorial.id);
      const handle = runTutorial(chosen, {
        onAskQuit: () => setAsking(true),
        onFinished: () => end(),
      });
      run.current = { id: tutorial.id, handle };
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per request
  }, [requested]);

  const end = () => {
    const current = run.current;
    run.current = null;
    setAsking(false);
    setRunning(null);
    current?.handle.stop();
    if (current?.id === WELCOME_TOUR.id) void recordWelcomeTourDone();
  };

  useEffect(() => () => run.current?.handle.stop(), []);

  return (
    <MountOnFirstOpen opened={asking}>
      {(shown) => (
        <Modal
          opened={shown}
          onClose={() => setAsking(false)}
          title="Quitter le tutoriel"
          centered
          zIndex={1_000_000_001}
          className="aide-tutorial-confirm"
        >
          <Text mb="md">Voulez-vous quitter le tutoriel ?</Text>
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={() => setAsking(false)}>
              Revenir au tutoriel
            </Button>
            <Button size="lg" color="red" onClick={end}>
              Quitter
            </Button>
          </Group>
        </Modal>
      )}
    </MountOnFirstOpen>
  );
}
