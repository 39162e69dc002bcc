import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS } from './accounts';
import { GestionComptePage } from './pages/GestionComptePage';
import { LoginPage } from './pages/LoginPage';
import { ProcedureScreen } from './pages/ProcedureScreen';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { deviceEspaceId, live, pullAll, token, waitForReplicaUpToDate, type ServerState } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Alsace-Moselle (issue 28; src/domain/law): the demo town hall is in the Finistère, so its reprise screens
 * say nothing of CGCT L2542-27. Once its département and postal codes are those of the Moselle (Infos mairie,
 * Infos cimetière), both reprise screens show the local-law box, with what to check and the article on
 * Légifrance; a cemetery postal code that disagrees with the town hall's is said to leave the commune unplaced.
 */

const BOX = "Commune d'Alsace-Moselle : droit local, article L2542-27 du CGCT";

function plotId(state: ServerState, allee: string, numero: string): string {
  const plot = live(state.emplacements).find((e) => e.carre === 'A' && e.allee === allee && e.numero === numero);
  if (!plot) throw new Error(`no plot A-${allee}-${numero} in the demo data`);
  return String(plot.id);
}

async function enterBourg(page: Page, request: APIRequestContext): Promise<void> {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const chooser = new SwitchEspacePage(page);
  await chooser.expectShown();
  await chooser.cemeteries().filter({ hasText: 'Bourg' }).first().click();
  await new ShellPage(page).waitForServiceWorker();
  await waitForReplicaUpToDate(page, request, ACCOUNTS.admin);
}

test('a reprise in a commune of the Moselle shows the local-law box; in the Finistère, none', async ({ page, request }) => {
  test.setTimeout(180_000);
  await enterBourg(page, request);
  const bearer = await token(request, ACCOUNTS.admin);
  const state = await pullAll(request, bearer, await deviceEspaceId(page));
  // The demo's reprise after abandonment with families convened, and a concession expired over two years.
  const abandon = plotId(state, '3', '2');
  const echue = plotId(state, '2', '2');
  const screen = new ProcedureScreen(page);
  const box = page.getByTestId('alsace-moselle');

  await screen.goto('repriseAbandon', abandon);
  await expect(box).toHaveCount(0);

  // The town hall's département and postal code, as Infos mairie saves them (PUT /api/societes/{id}, online).
  const societeId = String(live(state.espaces)[0]?.societeId);
  const put = await request.put(`/api/societes/${societeId}`, { headers: { authorization: `Bearer ${bearer}` }, data: { departement: 'Moselle', codePostal: '57000' } });
  expect(put.ok()).toBe(true);
  const compte = new GestionComptePage(page);
  await compte.open();
  await compte.openTab('Infos cimetière');
  await expect(compte.cemetery.getByRole('textbox', { name: 'Code postal du cimetière', exact: true })).toHaveValue('29600');
  await compte.cemetery.getByRole('textbox', { name: 'Code postal du cimetière', exact: true }).fill('57000');
  await page.getByRole('button', { name: 'Enregistrer les informations du cimetière' }).click();
  await expect(page.getByText('Informations du cimetière enregistrées.')).toBeVisible();

  await screen.goto('repriseAbandon', abandon);
  await expect(box).toContainText(BOX);
  await expect(box).toContainText("D'après le département de la mairie (Moselle), la commune est située dans le département de la Moselle (57)");
  await expect(box).toContainText('accordée avant le 11 novembre 1918');
  await expect(box).toContainText("À vérifier avant d'agir");
  await expect(box.getByRole('link', { name: "Lire l'article L2542-27 du CGCT sur Légifrance" })).toHaveAttribute('href', /legifrance\.gouv\.fr\/search\/code\?.*query=L2542-27/);

  await screen.goto('repriseNonRenouvellement', echue);
  await expect(box).toContainText(BOX);
  await expect(box).toContainText("La reprise d'une concession échue et non renouvelée suit l'article L2223-15, comme ailleurs");

  // The cemetery's postal code now in the Meurthe-et-Moselle: the facts disagree, the commune is not placed.
  await compte.open();
  await compte.openTab('Infos cimetière');
  await expect(compte.cemetery.getByRole('textbox', { name: 'Code postal du cimetière', exact: true })).toHaveValue('57000');
  await compte.cemetery.getByRole('textbox', { name: 'Code postal du cimetière', exact: true }).fill('54000');
  await page.getByRole('button', { name: 'Enregistrer les informations du cimetière' }).click();
  await expect(page.getByText('Informations du cimetière enregistrées.')).toBeVisible();
  await screen.goto('repriseAbandon', abandon);
  await expect(box).toContainText("Droit local d'Alsace-Moselle : commune non située");
  await expect(box).toContainText('le code postal du cimetière (54000) désigne le département de Meurthe-et-Moselle (54)');
});
