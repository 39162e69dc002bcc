import { expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, isoDay, live, pullAll, soleCurrentConcessions, token, type Row, type ServerState } from './support/ficheServer';

/**
 * The sheet's follow-up facts (issue 5 review): a Terrain commun or Caveau past its end reads 'Échue' with no
 * renewal link and is taken back at its end date; the full sheet lists its rightful claimants and its
 * procedure dates; the archived sheet goes back with 'revenir' (spec 001 §2).
 */

const fr = (iso: unknown): string => String(iso).split('-').reverse().join('/');

let state: ServerState = {};

test.beforeEach(async ({ page, request }) => {
  await signIn(page, ACCOUNTS.agent);
  const espaceId = await deviceEspaceId(page);
  state = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
});

test('a Terrain commun or Caveau past its end is Échue, not a renewal, and is taken back at its end date', async ({ page }) => {
  const today = isoDay(0);
  const ended = soleCurrentConcessions(state, ['Terrain commun', 'Caveau']).filter((l) => l.dateFin && String(l.dateFin) < today && !l.perpetuelle);
  // Prefer one inside the two years a concession would have to renew: the case that used to read 'A renouveler'.
  const plot = ended.find((l) => String(l.dateFin) > isoDay(-700)) ?? ended[0];
  expect(plot, 'the demo cemetery has an ended Terrain commun or Caveau').toBeTruthy();
  const fiche = new FichePage(page);
  await fiche.goto(String(plot?.emplacementId));
  await expect(page.getByTestId('statut-concession')).toHaveText('Échue');
  await expect(page.getByRole('link', { name: /renouvellement/i })).toHaveCount(0);
  await expect(fiche.fact('Reprise à échéance')).toHaveText(fr(plot?.dateFin));
  await page.screenshot({ path: '/tmp/suivi-terrain-commun.png', fullPage: true });
});

test('the full sheet lists its rightful claimants and the dates of its procedures', async ({ page }) => {
  const contacts = live(state.contacts);
  const procedures = live(state.procedures);
  const sole = soleCurrentConcessions(state, ['Concession', 'Enfeu', 'Cavurne', 'Colombarium']);
  const withClaimant = (l: Row) => contacts.some((c) => c.locationId === l.id && c.typeDeContact === 'Ayant-droit');
  const withProcedure = (l: Row) => procedures.some((p) => p.locationId === l.id && p.dateDebut);
  const location = sole.find((l) => withClaimant(l) && withProcedure(l)) ?? sole.find(withClaimant);
  expect(location, 'the demo cemetery has a concession with an ayant droit').toBeTruthy();
  const claimants = contacts.filter((c) => c.locationId === location?.id && c.typeDeContact === 'Ayant-droit');
  const fiche = new FichePage(page);
  await fiche.goto(String(location?.emplacementId));
  const section = page.getByTestId('ayants-droit');
  await expect(section.getByRole('heading', { name: 'Ayants droit' })).toBeVisible();
  const rows = section.getByTestId('ayant-droit');
  await expect(rows).toHaveCount(claimants.length);
  for (const c of claimants) {
    // Two claimants may share a family name: each is found by both names.
    await expect(rows.filter({ hasText: String(c.nom).toUpperCase() }).filter({ hasText: String(c.prenom ?? '') })).not.toHaveCount(0);
  }
  await expect(rows.first()).toContainText('Ayant droit de');
  // The carousel's edit form is reachable from the section.
  await rows.first().getByRole('button', { name: /^Modifier l'ayant droit/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // The e2e cemetery (Kerozar, 120 plots) has no procedure stories: the dates themselves are unit-tested
  // (tests/features/ficheSuivi.test.ts); here the sheet shows the fact, with the dates when there are some.
  const own = procedures.filter((p) => p.locationId === location?.id && p.dateDebut);
  if (own.length === 0) {
    await expect(fiche.fact('Procédures')).toHaveText('Aucune');
  } else {
    for (const p of own) await expect(fiche.fact('Procédures')).toContainText(fr(p.dateDebut));
  }
  await page.screenshot({ path: '/tmp/suivi-ayants-droit.png', fullPage: true });
});

test("the archived sheet goes back to the plot with the spec's 'revenir'", async ({ page }) => {
  // The demo has no archived concession: archive one through the sheet (kept in the device's replica).
  const location = soleCurrentConcessions(state).at(-1);
  expect(location).toBeTruthy();
  const plotId = String(location?.emplacementId);
  const fiche = new FichePage(page);
  await fiche.goto(plotId);
  await page.getByRole('button', { name: 'Archiver', exact: true }).click();
  await fiche.confirm('Etes vous sûr de vouloir archiver cette concession ?');
  await expect(page.getByTestId('statut-concession')).toHaveText('Emplacement libre');
  await page.goto(`/fiche-concession-archive/${plotId}/${String(location?.id)}`);
  const back = page.getByRole('link', { name: 'revenir', exact: true });
  await expect(back).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Revenir à la fiche' })).toHaveCount(0);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/fiche-concession/${plotId}$`));
});
