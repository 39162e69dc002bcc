import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { addDays, addMonths, addYears, formatFrDate } from '../src/domain/dates';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ProcedureScreen } from './pages/ProcedureScreen';
import { ShellPage } from './pages/ShellPage';
import { LoginPage } from './pages/LoginPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { deviceEspaceId, waitForReplicaUpToDate, goOffline, goOnline, live, pullAll, token, type Row, type ServerState } from './support/ficheServer';
import { frDate, typeDate } from './support/dates';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The postings of the first PV of a reprise après constat d'abandon (issue 12), offline. On the demo's reprise
 * whose first PV was drawn up five months ago and whose postings are still to record (carré A, allée 3, n° 19),
 * the three postings are recorded with no network, each in two visits ('affichage', then on 'Continuer' the
 * 'suspension'), on dates the law allows: the first within eight days of the PV (R2223-15, R2223-16), each
 * lasting one month, the next fifteen days after the previous one's end. A suspension typed less than a month
 * after its posting gives the spec's message and the field is cleared (spec 002 §5). The second notice then
 * shows 'A partir du' one year after the last posting's end (L2223-17, décret 2022-1127): the date is computed
 * here from the dates typed, by the law's rule, not by the engine. Reloaded offline, the steps are still there;
 * back online the server holds them. Plot 18 is refused for its Mort pour la France (R2223-22); plot 9 shows
 * the date its one-year pause ends.
 */

const ALLEE = '3';
const PV_DRAWN_UP = '19';
const PAUSE_UN_AN = '9';
const MORT_POUR_LA_FRANCE = '18';

function plotId(state: ServerState, numero: string): string {
  const plot = live(state.emplacements).find((e) => e.carre === 'A' && e.allee === ALLEE && e.numero === numero);
  if (!plot) throw new Error(`no plot A-${ALLEE}-${numero} in the demo data`);
  return plot.id;
}

const repriseOn = (state: ServerState, emplacementId: string) =>
  live(state.procedures).find((p) => p.kind === 'repriseAbandon' && p.emplacementId === emplacementId && !p.dateFin) as (Row & { etapes: Array<{ etape: number; champs: Record<string, unknown> }> }) | undefined;

const champsOf = (proc: { etapes: Array<{ etape: number; champs: Record<string, unknown> }> } | undefined, etape: number) => proc?.etapes.find((e) => e.etape === etape)?.champs ?? {};

/** The demo's reprises after abandonment are in the cemetery of the Bourg (server/demo/showcaseAbandon.ts). */
async function enterBourg(page: Page, request: APIRequestContext): Promise<void> {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  const chooser = new SwitchEspacePage(page);
  await chooser.expectShown();
  await chooser.cemeteries().filter({ hasText: 'Bourg' }).first().click();
  await new ShellPage(page).waitForServiceWorker();
  // The procedures come in the first sync's last pages: all of it before a screen opens or the network goes.
  await waitForReplicaUpToDate(page, request, ACCOUNTS.agent);
}

const later = (...dates: string[]) => [...dates].sort().at(-1) as string;

type Posting = {
  affichageMairie: string;
  affichageCimetiere: string;
  suspensionMairie: string;
  suspensionCimetiere: string;
};

async function typeDateIn(dialog: Locator, label: string, date: string): Promise<void> {
  const field = dialog.getByLabel(label, { exact: true });
  await typeDate(field, date);
  await field.blur();
}

/** Records one posting step in its two visits: 'Démarrer' (the postings), then 'Continuer' (their ends). */
async function recordPosting(page: Page, screen: ProcedureScreen, etape: number, p: Posting, extra: (dialog: Locator) => Promise<void> = async () => {}): Promise<void> {
  let dialog = await screen.open(etape, 'Démarrer');
  await expect(dialog.getByLabel("Date de fin d'affichage à la mairie", { exact: true })).toHaveCount(0);
  await typeDateIn(dialog, "Date d'affichage à la mairie", p.affichageMairie);
  await typeDateIn(dialog, "Date d'affichage à la porte du cimetière", p.affichageCimetiere);
  await extra(dialog);
  await screen.validate(dialog);
  dialog = await screen.open(etape, 'Continuer');
  // The postings recorded at the first visit are shown, not typed again.
  await expect(dialog.getByLabel("Date d'affichage à la mairie", { exact: true })).toHaveValue(frDate(p.affichageMairie));
  await expect(dialog.getByLabel("Date d'affichage à la mairie", { exact: true })).toBeDisabled();
  await typeDateIn(dialog, "Date de fin d'affichage à la mairie", p.suspensionMairie);
  await typeDateIn(dialog, "Date de fin d'affichage au cimetière", p.suspensionCimetiere);
  await screen.validate(dialog);
  await screen.expectDone(etape, formatFrDate(later(p.suspensionMairie, p.suspensionCimetiere)));
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the first PV’s three postings offline, the pause’s date, reloaded offline, then on the server', async ({ page, request }) => {
  test.setTimeout(300_000);
  await enterBourg(page, request);
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const state = await pullAll(request, bearer, espaceId);
  const plot = plotId(state, PV_DRAWN_UP);
  const before = repriseOn(state, plot);
  expect(before, 'the demo reprise of A-3-19').toBeDefined();
  const pv = String(champsOf(before, 3)['dateHeure']).slice(0, 10);
  expect(before?.regime).toBe('2022');

  // The dates, as the town hall's paper records give them, each as the law allows.
  // R2223-15, R2223-16: posted (and notified) within eight days of the PV.
  const p4: Posting = { affichageMairie: addDays(pv, 1), affichageCimetiere: addDays(pv, 2), suspensionMairie: '', suspensionCimetiere: '' };
  // R2223-16: each posting lasts one month at least.
  p4.suspensionMairie = addMonths(p4.affichageMairie, 1);
  p4.suspensionCimetiere = addDays(addMonths(p4.affichageCimetiere, 1), 1);
  // The next round fifteen days after the previous one's end (the later of its two ends).
  const a5 = addDays(later(p4.suspensionMairie, p4.suspensionCimetiere), 15);
  const p5: Posting = { affichageMairie: a5, affichageCimetiere: a5, suspensionMairie: addMonths(a5, 1), suspensionCimetiere: addMonths(a5, 1) };
  const a6 = addDays(later(p5.suspensionMairie, p5.suspensionCimetiere), 15);
  const p6: Posting = { affichageMairie: a6, affichageCimetiere: addDays(a6, 1), suspensionMairie: addMonths(a6, 1), suspensionCimetiere: addDays(addMonths(addDays(a6, 1), 1), 2) };
  // L2223-17 as amended in 2022, R2223-18: the second notice one year after the third posting's end.
  const secondNotice = addYears(later(p6.suspensionMairie, p6.suspensionCimetiere), 1);

  const screen = new ProcedureScreen(page);
  await screen.goto('repriseAbandon', plot);
  await goOffline(page);

  // ——— Step 4: the first posting and the PV's registered letter; a suspension too early is refused and cleared.
  let dialog = await screen.open(4, 'Démarrer');
  await typeDateIn(dialog, "Date d'affichage à la mairie", p4.affichageMairie);
  await typeDateIn(dialog, "Date d'affichage à la porte du cimetière", p4.affichageCimetiere);
  await typeDateIn(dialog, "Date d'envoi du procès-verbal en lettre recommandée (8 jours au plus, article R2223-15)", addDays(pv, 1));
  await typeDateIn(dialog, "Date de l'accusé de réception du procès-verbal", addDays(pv, 4));
  await screen.validate(dialog);
  await expect(screen.step(4).getByRole('button', { name: 'Continuer', exact: true })).toBeVisible();
  // Between its two visits the step says what is posted and what remains.
  await expect(screen.step(4).getByTestId('etape-resume').first()).toHaveText(`Affichage en mairie : depuis le ${formatFrDate(p4.affichageMairie)}, fin d'affichage à saisir`);
  dialog = await screen.open(4, 'Continuer');
  const endMairie = dialog.getByLabel("Date de fin d'affichage à la mairie", { exact: true });
  await typeDateIn(dialog, "Date de fin d'affichage à la mairie", addDays(addMonths(p4.affichageMairie, 1), -1));
  await expect(dialog.getByText("La suspension doit avoir lieu minimum un mois après l'affichage.")).toBeVisible();
  await expect(endMairie).toHaveValue('');
  await typeDateIn(dialog, "Date de fin d'affichage à la mairie", p4.suspensionMairie);
  await expect(endMairie).toHaveValue(frDate(p4.suspensionMairie));
  await typeDateIn(dialog, "Date de fin d'affichage au cimetière", p4.suspensionCimetiere);
  await screen.validate(dialog);
  await screen.expectDone(4, formatFrDate(later(p4.suspensionMairie, p4.suspensionCimetiere)));

  // ——— Steps 5 and 6: the renewed postings.
  await recordPosting(page, screen, 5, p5);
  await recordPosting(page, screen, 6, p6);

  // ——— Step 7 waits for the one-year pause.
  const pause = screen.step(7).getByRole('button', { name: `A partir du ${formatFrDate(secondNotice)}`, exact: true });
  await expect(pause).toBeVisible();
  await expect(pause).toBeDisabled();

  // Reload offline: the steps are still there.
  await page.reload();
  await expect(screen.step(7).getByRole('button', { name: `A partir du ${formatFrDate(secondNotice)}`, exact: true })).toBeDisabled({ timeout: 30_000 });
  for (const [etape, p] of [[4, p4], [5, p5], [6, p6]] as const) await screen.expectDone(etape, formatFrDate(later(p.suspensionMairie, p.suspensionCimetiere)));

  // Back online: the server holds the three postings with every date typed.
  await goOnline(page);
  const fiche = new FichePage(page);
  await expect(fiche.syncButton).toHaveAttribute('aria-label', /\. 0 en attente\./, { timeout: 90_000 });
  const after = repriseOn(await pullAll(request, bearer, espaceId), plot);
  expect(champsOf(after, 4)).toMatchObject({ ...p4, dateEnvoiLRPV: addDays(pv, 1), recuLRPVdate: addDays(pv, 4) });
  expect(champsOf(after, 5)).toMatchObject(p5);
  expect(champsOf(after, 6)).toMatchObject(p6);
  expect(after?.etapes.filter((e) => [4, 5, 6].includes(e.etape)).map((e) => (e as unknown as { enCours: boolean }).enCours)).toEqual([false, false, false]);
});

test('a Mort pour la France blocks the reprise; a reprise waiting for its one-year pause shows its date', async ({ page, request }) => {
  await enterBourg(page, request);
  const espaceId = await deviceEspaceId(page);
  const state = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
  const screen = new ProcedureScreen(page);

  await screen.goto('repriseAbandon', plotId(state, MORT_POUR_LA_FRANCE));
  await expect(page.getByTestId('procedure-impossible')).toContainText(
    "Reprise après constat d'abandon impossible : un défunt « Mort pour la France » y repose depuis moins de 50 ans (article R2223-22 du CGCT).",
  );
  await expect(page.getByRole('button', { name: 'Démarrer', exact: true })).toHaveCount(0);

  const waiting = plotId(state, PAUSE_UN_AN);
  const proc = repriseOn(state, waiting);
  const ends = champsOf(proc, 6);
  const pauseEnds = addYears(later(String(ends['suspensionMairie']), String(ends['suspensionCimetiere'])), 1);
  await screen.goto('repriseAbandon', waiting);
  await expect(screen.step(7).getByRole('button', { name: `A partir du ${formatFrDate(pauseEnds)}`, exact: true })).toBeDisabled();
});
