import { expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { GestionComptePage } from './pages/GestionComptePage';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

/**
 * The SVG plan update of /gestion-compte › Infos cimetière (spec 000 §2.8): administrators only; after the
 * import the upload area gives way to 'Import réalisé' and the summary, and the new plots reach the plan.
 * The import runs on Sainte-Sève (the autre@ account's own cemetery), so the plans other specs read stay.
 */

// Two shapes naming a plot (carré-allée-numéro ids) and a background whose id names none: it is ignored.
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">',
  '<rect id="fond" x="0" y="0" width="400" height="300" fill="#eeeeee"/>',
  '<rect id="Z-1-1" x="40" y="40" width="30" height="60" fill="#cccccc"/>',
  '<rect id="Z-1-2" x="80" y="40" width="30" height="60" fill="#cccccc"/>',
  '</svg>',
].join('');

test('a user who is not an administrator sees the cemetery and its state, and no plan update', async ({ page }) => {
  const name = await signIn(page, ACCOUNTS.agent);
  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  await expect(compte.cemetery.getByRole('textbox', { name: 'Nom du cimetière' })).toHaveValue(name);
  await expect(compte.cemetery.getByText('En ligne', { exact: true })).toBeVisible();
  await expect(page.getByText('Mise à jour du plan SVG')).toHaveCount(0);
  // Writers may attach the rules and heritage PDFs, but no SVG plan input is offered.
  await expect(page.locator('input[type=file][accept*="svg"]')).toHaveCount(0);
});

test('an administrator imports an SVG plan from Infos cimetière and sees the summary, then the new plots on the plan', async ({ page }) => {
  const name = await signIn(page, ACCOUNTS.autre);
  const plan = new PlanPage(page);
  await plan.goto();
  await expect(plan.map).toHaveAttribute('data-rendered', /\d+/, { timeout: 60_000 });
  const before = Number(await plan.map.getAttribute('data-rendered'));

  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  await expect(compte.cemetery.getByRole('textbox', { name: 'Nom du cimetière' })).toHaveValue(name);
  await compte.importSvg('plan.svg', SVG);
  await expect(compte.svgUpdate.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(compte.svgUpdate.getByText('Emplacements créés : 2')).toBeVisible();
  await expect(compte.svgUpdate.getByText('Emplacements mis à jour : 0')).toBeVisible();
  await expect(compte.svgUpdate.getByText('Formes ignorées : 1')).toBeVisible();
  // The upload area is replaced by the summary.
  await expect(compte.svgUpdate.getByRole('button', { name: 'Importer' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/plan-import-gestion-compte.png', fullPage: true });

  // The device pulls at once after the import (not at the next pull of the minute's round): back on the plan
  // through the menu, with no reload, the two plots are drawn within the usual wait.
  await new ShellPage(page).menuLink('Concessions').click();
  await expect(plan.map).toHaveAttribute('data-rendered', String(before + 2));
});

test('the legend lists the plan colours, each entry with its own colour', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const plan = new PlanPage(page);
  await plan.goto();
  await expect(plan.map).toHaveAttribute('data-rendered', /\d+/, { timeout: 60_000 });
  // Folded behind its button on a screen under 1000 px high (issue 29).
  const toggle = page.getByRole('button', { name: 'Légende' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const legend = page.getByRole('region', { name: 'Légende' });
  const labels = ['Libre', 'En cours', 'Pleine', 'A renouveler', 'Échue', 'Données manquantes', 'Reprise par abandon en cours', 'Équipements / terrain commun'];
  for (const label of labels) await expect(legend.getByText(label, { exact: true })).toBeVisible();
  const swatches = await legend.locator('span[aria-hidden]').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundColor));
  expect(swatches).toHaveLength(labels.length);
  expect(new Set(swatches).size).toBe(labels.length);
  await page.screenshot({ path: '/tmp/plan-legend.png' });
});
