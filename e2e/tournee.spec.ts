import { type Locator, type Page, expect, test } from './support/test';
import { plotGaps } from '../src/domain/round/gaps';
import { sortPlots } from '../src/domain/round/order';
import { plotLabel } from '../src/domain/rules/labels';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { LoginPage } from './pages/LoginPage';
import { type Row, type ServerState, goOffline, goOnline, live, pullAll, soleCurrentConcessions, token, waitForReplicaUpToDate } from './support/ficheServer';
import { makeJpeg } from './support/jpeg';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The survey round (issue 29, 'Beyond every field app: the survey round'), on a tablet held both ways, with
 * touch: a round started on the first plot of allée 1 of carré B of the Bourg (a carré no other journey writes; the data is
 * put back before each journey anyway), 'Suivant' plot after plot in the order of the numbers to the allée's
 * last plot, then to allée 2's first; a state of abandonment and a photo recorded on the way, the network lost
 * midway, the page reloaded, the round going on; ended, its summary read. Screenshots in /tmp for review.
 */

/** The main demo cemetery: its concession carrés A and B have at least seven allées of twenty plots at any demo size. */
const BOURG = 'Cimetière communal du Bourg';
const CARRE = 'B';
const SIZES = [
  { name: 'paysage', width: 1280, height: 800 },
  { name: 'portrait', width: 800, height: 1280 },
] as const;
const ETAT = 'Abandonnée - Aucun danger visible';

type Plot = Row & { carre: string | null; allee: string | null; numero: string | null; libelle: string | null };

/** What the gaps rule says of a plot, from the server's rows (the same rule the device reads its replica with). */
function gapsOnServer(state: ServerState, plot: Plot): string[] {
  const location = live(state.locations).find((l) => l.emplacementId === plot.id && !l.isArchived) ?? null;
  const deceased = live(state.occupants).filter((o) => o.emplacementId === plot.id && (!location || o.locationId === location.id || o.locationId === null));
  return plotGaps({
    emplacement: { numero: plot.numero },
    location: location ? { type: String(location.type), numero: (location.numero as string | null) ?? null, etatAbandon: (location.etatAbandon as number | null) ?? null, dateFin: (location.dateFin as string | null) ?? null, perpetuelle: location.perpetuelle === true } : null,
    occupants: deceased.length,
    photos: live(state.media).filter((m) => m.emplacementId === plot.id && m.kind === 'photo').map((m) => ({ archive: m.archive === true })),
    contacts: location ? live(state.contacts).filter((c) => c.locationId === location.id).map((c) => ({ typeDeContact: (c.typeDeContact as string | null) ?? null, decede: c.decede === true })) : [],
  });
}

async function expectTouchSize(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
}

class RoundBar {
  readonly bar: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly position: Locator;
  readonly gaps: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByRole('region', { name: 'Tournée et fiches voisines' });
    this.next = this.bar.getByRole('link', { name: /^Suivant/ });
    this.previous = this.bar.getByRole('link', { name: /^Précédent/ });
    this.position = this.bar.getByTestId('position-allee');
    this.gaps = this.bar.getByTestId('manques');
    this.progress = this.bar.getByTestId('tournee-en-cours');
  }

  /** Expects the sheet of `plot`, `index` of `count` in its allée. */
  async expectOn(plot: Plot, index: number, count: number): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/fiche-concession/${plot.id}$`));
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(plotLabel(plot));
    await expect(this.position).toHaveText(`${index} / ${count} dans l’allée`);
  }
}

for (const size of SIZES) {
  test.describe(`tournée sur tablette ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test('from the first plot of an allée to the next allée’s first, offline midway, and its summary', async ({ page, request }) => {
      test.setTimeout(300_000);
      await new LoginPage(page).goto();
      await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
      await page.getByRole('region').getByRole('button', { name: BOURG }).click();
      await expect(page.getByRole('banner').getByRole('heading', { level: 2, name: BOURG })).toBeVisible();
      await new ShellPage(page).waitForServiceWorker();
      const espaceId = await waitForReplicaUpToDate(page, request, ACCOUNTS.agent);
      const bearer = await token(request, ACCOUNTS.agent);
      const state = await pullAll(request, bearer, espaceId);
      const inCarre = live(state.emplacements).filter((p) => p.carre === CARRE) as Plot[];
      const allee1 = sortPlots(inCarre.filter((p) => p.allee === '1'));
      const allee2 = sortPlots(inCarre.filter((p) => p.allee === '2'));
      const n = allee1.length;
      expect(n).toBeGreaterThanOrEqual(12);
      // The numbers' order, not the text's: '2' after '1', '10' after '9'.
      expect(allee1.slice(0, 3).map((p) => p.numero)).toEqual(['1', '2', '3']);
      const first = allee1[0] as Plot;
      const firstOfNext = allee2[0] as Plot;
      const concessionOf = new Map(soleCurrentConcessions(state).map((l) => [l.emplacementId, l]));
      // A concession for the state before the network goes (its state not the one chosen), one for the photo after.
      const stateAt = allee1.findIndex((p, i) => i >= 2 && i < 9 && concessionOf.has(p.id) && concessionOf.get(p.id)?.etatAbandon !== 3);
      const photoAt = allee1.findIndex((p, i) => i >= 11 && concessionOf.has(p.id));
      expect(stateAt).toBeGreaterThan(0);
      expect(photoAt).toBeGreaterThan(0);
      const photo = await makeJpeg(page, 3);

      const fiche = new FichePage(page);
      const round = new RoundBar(page);
      await fiche.goto(first.id);
      await round.expectOn(first, 1, n);
      await expect(round.next).toContainText('N° 2');
      await page.getByRole('button', { name: 'Commencer une tournée' }).tap();
      const start = page.getByRole('dialog', { name: 'Commencer une tournée' });
      await expect(start.getByRole('button', { name: new RegExp(`^Tournée du carré ${CARRE}`) })).toBeVisible();
      await start.getByRole('button', { name: new RegExp(`^Tournée de l’allée 1 du carré ${CARRE}`) }).tap();
      await expect(start).toBeHidden();
      await expect(round.progress).toContainText(`Tournée en cours (l’allée 1 du carré ${CARRE}) : 1 emplacement vu, 0 photo`);
      for (const target of [round.next, round.previous, page.getByRole('button', { name: 'Terminer la tournée' })]) await expectTouchSize(target);
      await page.screenshot({ path: `/tmp/tournee-debut-${size.name}.png` });

      // 'Précédent' goes back along the allée; seeing a plot twice counts it once.
      await round.next.tap();
      await round.expectOn(allee1[1] as Plot, 2, n);
      await round.previous.tap();
      await round.expectOn(first, 1, n);
      await round.next.tap();

      for (let i = 1; i < n; i++) {
        const plot = allee1[i] as Plot;
        await round.expectOn(plot, i + 1, n);
        if (i === stateAt) {
          await expect(round.gaps).not.toContainText('Rien ne manque');
          await fiche.choose(fiche.etatAbandon, ETAT);
          await expect(fiche.etatAbandon).toHaveValue(ETAT);
          await expect(round.gaps).not.toContainText('État d’abandon non renseigné');
        }
        if (i === 9) {
          // Midway the network goes, and the page is reloaded (Android kills a tab): the round is still there.
          await expect(round.progress).toContainText('10 emplacements vus');
          await goOffline(page);
          await page.reload();
          await round.expectOn(plot, i + 1, n);
          await expect(round.progress).toContainText(`Tournée en cours (l’allée 1 du carré ${CARRE}) : 10 emplacements vus, 0 photo`);
          await page.screenshot({ path: `/tmp/tournee-hors-ligne-${size.name}.png` });
        }
        if (i === photoAt) {
          const before = await fiche.photosAffichees.count();
          if (before === 0) await expect(round.gaps).toContainText('Aucune photo');
          await fiche.cameraInput.setInputFiles({ name: 'tombe.jpg', mimeType: 'image/jpeg', buffer: photo });
          await expect(fiche.photosAffichees).toHaveCount(before + 1, { timeout: 60_000 });
          await expect(round.gaps).not.toContainText('Aucune photo');
          await expect(round.progress).toContainText('1 photo');
          await round.bar.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `/tmp/tournee-photo-${size.name}.png` });
        }
        if (i < n - 1) await expect(round.next).toContainText(`N° ${String((allee1[i + 1] as Plot).numero)}`);
        else await expect(round.next).toContainText(`Allée 2 · N° ${String(firstOfNext.numero)}`);
        await round.next.tap();
      }
      // Past the allée's last plot: the next allée's first.
      await round.expectOn(firstOfNext, 1, allee2.length);
      await expect(round.progress).toContainText(`${n + 1} emplacements vus, 1 photo`);

      await page.getByRole('button', { name: 'Terminer la tournée' }).tap();
      const summary = page.getByRole('dialog', { name: 'Résumé de la tournée' });
      const lines = summary.getByTestId('resume-tournee').getByRole('listitem');
      await expect(lines.nth(0)).toHaveText(`Emplacements vus : ${n + 1} (dont ${n} sur ${n} pour l’allée 1 du carré ${CARRE})`);
      await expect(lines.nth(1)).toHaveText('Photos prises : 1');
      await expect(lines.nth(2)).toHaveText('États d’abandon relevés : 1');
      await expect(lines.nth(3)).toHaveText('Défunts ajoutés : 0');
      await expect(lines.nth(4)).toHaveText(`Reste à voir : aucun emplacement de l’allée 1 du carré ${CARRE}`);
      await expect(summary.getByTestId('non-vus')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/tournee-resume-${size.name}.png` });
      await summary.getByRole('button', { name: 'Fermer', exact: true }).last().tap();
      await expect(summary).toBeHidden();
      await expect(page.getByText(`Tournée terminée (l’allée 1 du carré ${CARRE}).`)).toBeVisible();

      // Back online: the state and the photo reach the server; the plots still to complete are those the rule names.
      await goOnline(page);
      await fiche.expectPending(0);
      const after = await pullAll(request, bearer, espaceId);
      const stateLocation = concessionOf.get((allee1[stateAt] as Plot).id) as Row;
      expect(after.locations?.find((l) => l.id === stateLocation.id)?.etatAbandon).toBe(3);
      expect(live(after.media).filter((m) => m.emplacementId === (allee1[photoAt] as Plot).id && m.nom === 'tombe.jpg')).toHaveLength(1);
      const toComplete = [...allee1, firstOfNext].filter((p) => gapsOnServer(after, p).length > 0);
      await page.getByRole('button', { name: 'Voir le résumé' }).tap();
      await expect(lines.nth(5)).toHaveText(toComplete.length === 0 ? 'À compléter : aucun emplacement vu.' : `À compléter : ${toComplete.length} emplacement${toComplete.length > 1 ? 's vus' : ' vu'}`);
      const listed = summary.getByTestId('a-completer').getByRole('listitem');
      await expect(listed).toHaveCount(toComplete.length);
      if (toComplete.length > 0) await expect(listed.first()).toContainText(plotLabel(toComplete[0] as Plot));
      await listed.last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/tournee-resume-en-ligne-${size.name}.png` });
    });
  });
}
