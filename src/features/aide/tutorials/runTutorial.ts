import { driver, type DriveStep, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tutorial.css';
import type { Tutorial, TutorialStep } from './catalogue';
import { findByRole } from './findByRole';

/** Spec 002 §9: a tutorial waits 300 ms after a click, and looks for the next element every 450 ms. */
export const TUTORIAL_WAIT_MS = 300;
export const TUTORIAL_POLL_MS = 450;
/** How long a step looks for its element before showing its text in the middle of the screen. */
const MAX_POLLS = 8;

export interface TutorialRun {
  /** Ends the tutorial at once (after 'Quitter' in the confirmation). */
  stop(): void;
}

export interface TutorialCallbacks {
  /** The close icon, 'Arrêter' or Escape: the host asks 'Quitter le tutoriel' (spec 002 §2, §8). */
  onAskQuit(): void;
  /** 'Terminer' on the last step. */
  onFinished(): void;
}

function elementOf(step: TutorialStep): Element | null {
  return step.target ? findByRole(step.target) : null;
}

/** Resolves when the step's element is on screen, or after MAX_POLLS polls (the popover is then centred). */
function waitForStep(step: TutorialStep, alive: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let polls = 0;
    const look = () => {
      if (!alive() || !step.target || elementOf(step) || polls >= MAX_POLLS) return resolve();
      polls++;
      window.setTimeout(look, TUTORIAL_POLL_MS);
    };
    look();
  });
}

function inView(element: Element): boolean {
  const r = element.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
}

/** The counter: the introduction has none, then 'ETAPE n/total' (the welcome tour's six steps read n/5). */
function progressOf(index: number, total: number): string {
  return `ETAPE ${index}/${total - 1}`;
}

/**
 * Runs a tutorial with driver.js (a maintained guided-tour library, issue 18): French buttons 'Commencer',
 * 'Précédent', 'Suivant', 'Terminer', 'Arrêter', the counter, and a close icon that asks before quitting.
 * Each step finds its element by role and accessible name when it is shown; 'click' steps go on when the
 * user clicks the element, and every step waits for its element to appear (a dialog opening, a screen
 * loading) before it shows.
 */
export function runTutorial(tutorial: Tutorial, callbacks: TutorialCallbacks): TutorialRun {
  let alive = true;
  let d: Driver | null = null;
  const total = tutorial.steps.length;

  const goTo = async (index: number) => {
    const step = tutorial.steps[index];
    if (!step || !d) return;
    await waitForStep(step, () => alive);
    if (alive && d) d.moveTo(index);
  };
  const next = () => {
    const index = d?.getActiveIndex() ?? 0;
    if (index + 1 >= total) {
      callbacks.onFinished();
      return;
    }
    void goTo(index + 1);
  };

  const steps: DriveStep[] = tutorial.steps.map((step, index) => {
    const isIntro = index === 0;
    const isLast = index === total - 1;
    return {
      element: (() => elementOf(step)) as () => Element,
      disableActiveInteraction: step.advance !== 'click',
      popover: {
        title: step.title,
        description: step.description,
        showProgress: !isIntro,
        progressText: progressOf(index, total),
        showButtons: step.advance === 'click' ? ['previous', 'close'] : ['next', 'previous', 'close'],
        ...(isIntro ? { nextBtnText: 'Commencer' } : {}),
        ...(isLast ? { doneBtnText: 'Terminer' } : {}),
        side: 'bottom',
        align: 'center',
      },
      onHighlighted: (element) => {
        // A screen still loading can push the element out of view after it was found: bring it back, once,
        // and only then (moving a popover under the user's finger would make them tap beside its button).
        window.setTimeout(() => {
          if (!alive || d?.getActiveIndex() !== index || !element || inView(element)) return;
          element.scrollIntoView({ block: 'center' });
          d.refresh();
        }, TUTORIAL_WAIT_MS);
        if (step.advance !== 'click' || !element) return;
        element.addEventListener('click', () => window.setTimeout(() => alive && d?.getActiveIndex() === index && next(), TUTORIAL_WAIT_MS), { once: true });
      },
    };
  });

  d = driver({
    steps,
    animate: false,
    allowClose: true,
    overlayClickBehavior: () => undefined,
    nextBtnText: 'Suivant',
    prevBtnText: 'Précédent',
    doneBtnText: 'Terminer',
    stagePadding: 6,
    popoverClass: 'aide-tutorial-popover',
    onNextClick: () => next(),
    onDoneClick: () => callbacks.onFinished(),
    onPrevClick: () => {
      const index = d?.getActiveIndex() ?? 0;
      if (index > 0) void goTo(index - 1);
    },
    onCloseClick: () => callbacks.onAskQuit(),
    onDestroyStarted: () => callbacks.onAskQuit(),
    onPopoverRender: (popover) => {
      // driver.js draws the title in a <header> and the buttons in a <footer>: outside a sectioning element they
      // would be a second banner and contentinfo of the page (axe landmark rules). The title names the dialog
      // (aria-labelledby) and needs no role of its own; the buttons are a group.
      popover.title.setAttribute('role', 'none');
      popover.footer.setAttribute('role', 'group');
      popover.closeButton.setAttribute('aria-label', 'Quitter le tutoriel');
      popover.closeButton.setAttribute('title', 'Quitter le tutoriel');
      const stopButton = document.createElement('button');
      stopButton.type = 'button';
      stopButton.className = 'aide-tutorial-stop';
      stopButton.textContent = 'Arrêter';
      stopButton.addEventListener('click', () => callbacks.onAskQuit());
      popover.footerButtons.prepend(stopButton);
    },
  });
  d.drive(0);
  // The popover follows its element when the page's layout changes (images, lists loading).
  const follow = new ResizeObserver(() => d?.refresh());
  follow.observe(document.body);

  return {
    stop() {
      alive = false;
      follow.disconnect();
      d?.destroy();
      d = null;
    },
  };
}
