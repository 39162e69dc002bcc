import { type APIRequestContext, expect, test } from './support/test';
import { abandonActs } from '../server/demo/repriseAbandon';
import { addDays } from '../src/domain/dates';
import type { Location } from '../src/domain/entities/location';
import type { Occupant } from '../src/domain/entities/occupant';
import type { Procedure } from '../src/domain/entities/procedure';
import { procedurePrecondition } from '../src/domain/procedures';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, live, pullAll, soleCurrentConcessions, token, type Row } from './support/ficheServer';

/**
 * Issue 29, 'No work lost': a PV de constat d'abandon half filled at the grave, offline, survives a reload of
 * the tab (Android kills it when the camera opens): it is offered back ('Reprendre le brouillon') with its
 * names and description; the × of a filled PV asks before anything is thrown away, and an abandoned draft is
 * not offered again.
 */

function localToday(): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function push(request: APIRequestContext, bearer: string, espaceId: string, name: string, args: Record<string, unknown>, base: Record<string, unknown>): Promise<Row> {
  const res = await request.post('/api/sync/push', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { espaceId, clientId: crypto.randomUUID(), mutations: [{ id: crypto.randomUUID(), seq: 1, name, args, base, createdAt: new Date().toISOString() }] },
  });
  const body = (await res.json()) as { results: Array<{ status: string }>; cursor: number };
  expect(body.results[0], name).toMatchObject({ status: 'applied' });
  const pulled = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${Math.max(0, body.cursor - 20)}&limit=100`, { headers: { authorization: `Bearer ${bearer}` } });
  const row = (((await pulled.json()) as { changes: Record<string, Row[]> }).changes['procedures'] ?? []).find((r) => r.id === args['id']);
  expect(row).toBeDefined();
  return row as Row;
}

test('a PV filled offline survives a reload as a draft, and closing a filled PV asks first', async ({ page, request }) => {
  test.setTimeout(180_000);
  const today = localToday();
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const state = await pullAll(request, bearer, espaceId);

  // A reprise after abandonment whose notice and posting are done: its first PV is due today.
  const procedures = live(state.procedures) as unknown as Procedure[];
  const location = soleCurrentConcessions(state)
    .map((r) => r as unknown as Location)
    .find((l) => {
      if (!l.famille || procedures.some((p) => p.emplacementId === l.emplacementId)) return false;
      const occupants = live(state.occupants).filter((o) => o.emplacementId === l.emplacementId) as unknown as Occupant[];
      return procedurePrecondition('repriseAbandon', { location: l, occupants, procedures: [], today }).possible;
    });
  if (!location) throw new Error('no concession open to a reprise after abandonment in the demo data');
  const [notice, posted, ended] = abandonActs(addDays(today, -40), { regime: '2022' });
  if (!notice || !posted || !ended) throw new Error('no acts');
  const id = crypto.randomUUID();
  let row = await push(request, bearer, espaceId, 'procedure.start', {
    id, kind: 'repriseAbandon', emplacementId: location.emplacementId, locationId: location.id, etape: { etape: 1, phase: null, champs: { ...notice.champs, valide: true } }, notificationId: crypto.randomUUID(),
  }, {});
  for (const act of [posted, ended]) {
    row = await push(request, bearer, espaceId, 'procedure.recordStep', { id, etape: act.etape, phase: act.phase, champs: { ...act.champs, valide: true }, notificationId: crypto.randomUUID() },
      { etat: row.etat, etapes: row.etapes, dateFin: row.dateFin, data: row.data });
  }

  const fiche = new FichePage(page);
  await fiche.goto(location.emplacementId);
  const button = page.getByRole('link', { name: 'Dresser le procès-verbal de constat' });
  await expect(button).toBeVisible({ timeout: 60_000 });
  await goOffline(page);
  await button.click();

  const pv = page.getByRole('dialog');
  await expect(pv.getByTestId('pv-constat')).toBeVisible();
  await pv.getByRole('radio', { name: 'Le maire', exact: true }).check();
  await pv.getByLabel('Nom de la personne qui dresse le procès-verbal').fill('Yvette Garnier');
  await pv.getByLabel('Nom du témoin').fill('Marcel Roux');
  await pv.getByRole('checkbox', { name: 'Végétation non entretenue' }).check();
  const description = 'Ronces sur toute la tombe, stèle penchée.';
  await pv.getByLabel("Description précise de l'état de la sépulture").fill(description);
  // The form says when its work is on the device: then a reload may come.
  await expect(pv.getByTestId('brouillon-enregistre')).toHaveText(/^Brouillon enregistré sur cet appareil à \d{2} h \d{2}\.$/);

  // Leaving the page with a filled PV asks (the browser's own question); the reload is accepted here.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(dialogs).toContain('beforeunload');

  // Offline, the PV reopens from its link: the draft is offered back, and taken.
  const reopened = page.getByRole('dialog');
  await expect(reopened.getByTestId('brouillon')).toContainText(/Un brouillon enregistré sur cet appareil le \d{2}\/\d{2}\/\d{4} à \d{2} h \d{2} a été retrouvé\./, { timeout: 60_000 });
  await expect(reopened.getByLabel('Nom de la personne qui dresse le procès-verbal')).toHaveValue('');
  await reopened.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(reopened.getByTestId('brouillon')).toHaveCount(0);
  await expect(reopened.getByLabel('Nom de la personne qui dresse le procès-verbal')).toHaveValue('Yvette Garnier');
  await expect(reopened.getByLabel('Nom du témoin')).toHaveValue('Marcel Roux');
  await expect(reopened.getByRole('radio', { name: 'Le maire', exact: true })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Végétation non entretenue' })).toBeChecked();
  await expect(reopened.getByLabel("Description précise de l'état de la sépulture")).toHaveValue(description);

  // 'Annuler' on a filled PV asks; 'Continuer la saisie' keeps it as it is.
  await reopened.getByRole('button', { name: 'Annuler', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Abandonner la saisie ?' });
  await expect(question).toContainText('Les informations saisies ne sont pas enregistrées. Voulez-vous vraiment abandonner cette saisie ?');
  await question.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('pv-constat').getByLabel('Nom du témoin')).toHaveValue('Marcel Roux');

  // The × asks too; 'Abandonner la saisie' closes the PV and forgets its draft.
  await page.getByRole('dialog').filter({ has: page.getByTestId('pv-constat') }).getByRole('button', { name: 'Fermer', exact: true }).click();
  await question.getByRole('button', { name: 'Abandonner la saisie' }).click();
  await expect(page.getByTestId('pv-constat')).toHaveCount(0);
  await page.getByTestId('procedure-courante').getByTestId('etape').filter({ hasText: 'Étape 3 :' }).getByRole('button', { name: 'Démarrer' }).click();
  await expect(page.getByTestId('pv-constat')).toBeVisible();
  await expect(page.getByTestId('pv-constat').getByLabel('Nom du témoin')).toHaveValue('');
  await expect(page.getByTestId('brouillon')).toHaveCount(0);
});
