import { expect, test } from './support/test';
import { formatEuros } from '../src/domain/documents/content';
import type { ProcedureKind } from '../src/domain/constants/procedures';
import { formatFrDate } from '../src/domain/dates';
import type { Contact } from '../src/domain/entities/contact';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import type { Occupant } from '../src/domain/entities/occupant';
import type { Procedure } from '../src/domain/entities/procedure';
import type { Tarif } from '../src/domain/entities/tarif';
import { conversionDurations, conversionQuote, MSG_PROCEDURES, procedurePrecondition, renewalDurations, renewalQuote, type EngineContext } from '../src/domain/procedures';
import { concessionStatus, countPresent } from '../src/domain/rules/concessionStatus';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ProcedureScreen } from './pages/ProcedureScreen';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, goOnline, live, pullAll, soleCurrentConcessions, token, type Row, type ServerState } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The five procedures of issue 11 end to end, offline (spec 002 §2): renew a concession 'A renouveler' (the
 * sheet then shows its new end and 'En cours', priced at the tariff in force at expiry), convert one, give one
 * (three steps), take one back by rétrocession, and take one back for non-renewal to its end (the holders'
 * information of L2223-15 first; the plot becomes free, its deceased go to the ossuary). Reload offline; back
 * online the server holds every step and every generated document. Then a Consultation user sees no button.
 */

/** The cemetery's local date, as the device computes it (Europe/Paris in the config). */
function localToday(): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

interface Pick {
  location: Location;
  ctx: EngineContext;
}

/** The engine's context for a plot, from the server's rows. */
function contextOf(state: ServerState, location: Location, today: string): EngineContext {
  const plot = live(state.emplacements).find((e) => e.id === location.emplacementId) as unknown as Emplacement;
  return {
    today, now: `${today}T10:00:00.000Z`, emplacement: plot, location,
    occupants: live(state.occupants).filter((o) => o.emplacementId === location.emplacementId) as unknown as Occupant[],
    contacts: live(state.contacts).filter((c) => c.locationId === location.id) as unknown as Contact[],
    tarifs: live(state.tarifs) as unknown as Tarif[], targets: {},
  };
}

/** A plot with no procedure at all where `kind` may start and `extra` holds, its concession alone on it. */
function pick(state: ServerState, kind: ProcedureKind, today: string, used: Set<string>, extra: (p: Pick) => boolean): Pick {
  const procedures = live(state.procedures) as unknown as Procedure[];
  for (const row of soleCurrentConcessions(state)) {
    const location = row as unknown as Location;
    if (used.has(location.emplacementId) || !location.famille || procedures.some((p) => p.emplacementId === location.emplacementId)) continue;
    const ctx = contextOf(state, location, today);
    const pre = procedurePrecondition(kind, { location, occupants: ctx.occupants, procedures: [], today });
    // The reprise for non-renewal waits for the holders' information (L2223-15): the test records it.
    const possible = pre.possible || pre.reason === MSG_PROCEDURES.rnrInformation;
    if (!possible || !extra({ location, ctx })) continue;
    used.add(location.emplacementId);
    return { location, ctx };
  }
  throw new Error(`no plot for ${kind} in the demo data`);
}

const holderOf = (p: Pick) => p.ctx.contacts.some((c) => c.typeDeContact === 'Concessionnaire' && !!c.nom);
const present = (p: Pick) => countPresent(p.ctx.occupants.filter((o) => o.locationId === p.location.id || o.locationId === null));


test('five procedures offline, then reloaded offline, then on the server with their documents', async ({ page, request }) => {
  test.setTimeout(480_000);
  const today = localToday();
  const fr = formatFrDate(today);
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const state = await pullAll(request, bearer, espaceId);
  const used = new Set<string>();

  // Renewal: 'A renouveler' after its end, with a duration the price list has at the expiry date.
  const renewal = pick(state, 'renouvellement', today, used, (p) => {
    const status = concessionStatus({ location: p.location, occupantsPresents: present(p), procedures: [], today });
    return status.code === 'a_renouveler' && present(p) < (p.location.nbPlaces ?? 99) && !!p.location.dateFin && p.location.dateFin < today && renewalDurations(p.ctx).some((d) => d.tarif && !d.perpetuelle);
  });
  const renewalDuree = renewalDurations(renewal.ctx).find((d) => d.tarif && !d.perpetuelle)?.duree as number;
  const renewalPrice = renewalQuote(renewal.ctx, { nouvelleDuree: renewalDuree, perpetuelle: false, surfaceClasse: null, parMetreCarre: false });
  if (!renewalPrice.ok) throw new Error('no renewal price');
  // Conversion: in force, with a longer duration the price list has today.
  const convertible = (p: Pick) => !!p.location.dateFin && p.location.dateFin > today && !!p.location.dateDebut && conversionDurations(p.location).some((d) => conversionQuote(p.ctx, { prixInitial: 100, dateContratInitial: p.location.dateDebut as string, dateConversion: today, nouvelleDuree: d.duree, perpetuelle: d.perpetuelle, surfaceClasse: null, parMetreCarre: false }).ok);
  const conversion = pick(state, 'conversion', today, used, convertible);
  const conversionDuree = conversionDurations(conversion.location).find((d) => conversionQuote(conversion.ctx, { prixInitial: 100, dateContratInitial: conversion.location.dateDebut as string, dateConversion: today, nouvelleDuree: d.duree, perpetuelle: d.perpetuelle, surfaceClasse: null, parMetreCarre: false }).ok);
  // Donation: a holder to give it, no deceased (a stranger may then receive it).
  const donation = pick(state, 'donation', today, used, (p) => holderOf(p) && p.ctx.occupants.length === 0 && !!p.location.dateDebut && p.location.dateDebut < today);
  // Rétrocession: empty, in force, a term (not perpetual).
  const retro = pick(state, 'retrocession', today, used, (p) => !p.location.perpetuelle && !!p.location.dateFin && p.location.dateFin > today && p.ctx.occupants.length === 0);
  // Reprise for non-renewal: échue over two years, deceased present (the 4-step path); its information is recorded here.
  const reprise = pick(state, 'repriseNonRenouvellement', today, used, (p) => present(p) > 0);
  const ossuary = live(state.locations).find((l) => l.type === 'Ossuaire' && !l.isArchived) as Row;

  const fiche = new FichePage(page);
  const screen = new ProcedureScreen(page);
  await fiche.goto(renewal.location.emplacementId);
  await goOffline(page);

  // ——— Renouvellement: from the 'A renouveler' badge.
  await expect(page.getByTestId('statut-concession')).toHaveText('A renouveler');
  await page.getByRole('link', { name: 'A renouveler : ouvrir le renouvellement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'RENOUVELLEMENT DE CONCESSION' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`retour à l'emplacement \\(famille ${renewal.location.famille ?? ''}\\)`) })).toBeVisible();
  let dialog = await screen.open(1, 'Renouveler');
  await screen.choose(dialog, 'Durée du renouvellement', `${String(renewalDuree)} ans`);
  // Unticked, the validation box blocks with its message (spec 002 §5).
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(dialog.getByText('Veuillez cocher la case de validation.')).toBeVisible();
  await expect(dialog.getByLabel('Prix du renouvellement (TTC)')).toHaveValue(formatEuros(renewalPrice.prix));
  await expect(dialog.getByLabel('Nouvelle date de fin')).toHaveValue(formatFrDate(renewalPrice.dateFin));
  await screen.validate(dialog);
  await screen.expectDone(1, fr);
  await expect(page.getByTestId('etape').filter({ hasText: 'Étape 1 :' }).getByRole('button', { name: 'Documents' })).toBeVisible();
  await page.getByRole('link', { name: /retour à l'emplacement/ }).click();
  await expect(fiche.fact('Date de fin')).toHaveText(formatFrDate(renewalPrice.dateFin));
  await expect(page.getByTestId('statut-concession')).toHaveText('En cours');

  // ——— Conversion.
  await screen.goto('conversion', conversion.location.emplacementId);
  dialog = await screen.open(1, 'Démarrer');
  if ((await dialog.getByLabel('Prix initial (€)').inputValue()) === '') await dialog.getByLabel('Prix initial (€)').fill('100');
  await screen.choose(dialog, 'Nouvelle durée', conversionDuree?.perpetuelle ? 'Perpétuelle' : `${String(conversionDuree?.duree)} ans`);
  await expect(dialog.getByLabel('Montant à payer')).not.toHaveValue('');
  await screen.validate(dialog);
  await screen.expectDone(1, fr);

  // ——— Donation, three steps.
  await screen.goto('donation', donation.location.emplacementId);
  dialog = await screen.open(1, 'Démarrer');
  await dialog.getByRole('radiogroup', { name: 'Demandée par le titulaire ?' }).getByRole('radio', { name: 'Oui' }).check();
  await screen.validate(dialog);
  await screen.expectDone(1, fr);
  dialog = await screen.open(2, 'Démarrer');
  await dialog.getByLabel('Notaire', { exact: true }).fill('Maître Kerbrat');
  await dialog.getByRole('combobox', { name: 'Donateur', exact: true }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Nom du bénéficiaire', { exact: true }).fill('Le Bihan');
  await dialog.getByLabel('Prénom du bénéficiaire').fill('Nolwenn');
  await screen.validate(dialog);
  dialog = await screen.open(3, 'Générer');
  await screen.validate(dialog);
  await screen.expectDone(3, fr);

  // ——— Rétrocession.
  await screen.goto('retrocession', retro.location.emplacementId);
  dialog = await screen.open(1, 'Démarrer');
  if ((await dialog.getByLabel('Prix de la concession initiale (€)').inputValue()) === '') await dialog.getByLabel('Prix de la concession initiale (€)').fill('300');
  const accord = dialog.getByRole('radiogroup', { name: 'Accord du conseil municipal ?' });
  await accord.getByRole('radio', { name: 'Non' }).check();
  await dialog.getByRole('radiogroup', { name: 'Demandée par le titulaire ?' }).getByRole('radio', { name: 'Oui' }).check();
  await expect(dialog.getByText("Le concessionaire doit rester titulaire de la concession si l'accord de la commune n'a pas été donné.")).toBeVisible();
  await accord.getByRole('radio', { name: 'Oui' }).check();
  await screen.validate(dialog);
  await screen.expectDone(1, fr);

  // ——— Reprise pour non renouvellement: the information first (L2223-15), then four steps.
  await screen.goto('repriseNonRenouvellement', reprise.location.emplacementId);
  await expect(page.getByTestId('procedure-impossible')).toContainText('article L2223-15');
  await page.getByRole('button', { name: "Enregistrer l'information" }).click();
  const info = page.getByRole('dialog');
  await info.getByRole('checkbox', { name: 'Lettre recommandée avec accusé de réception' }).check();
  await info.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByTestId('information-l2223-15')).toContainText(`Effectuée le ${fr}`);
  dialog = await screen.open(1, 'Démarrer');
  await dialog.getByLabel("Numéro de l'arrêté").fill('2026-42');
  await screen.validate(dialog);
  await screen.expectDone(1, fr);
  dialog = await screen.open(2, 'Démarrer');
  await dialog.getByRole('radio', { name: 'Ossuaire' }).check();
  await screen.choose(dialog, 'Ossuaire de destination', `${String(ossuary.famille ?? 'Ossuaire')} — ${await ossuaryLabel(state, ossuary)}`);
  await screen.validate(dialog);
  dialog = await screen.open(3, 'Démarrer');
  await dialog.getByLabel('Description des travaux de remise en état').fill('Monument déposé, terrain nivelé.');
  await screen.validate(dialog);
  dialog = await screen.open(4, 'Démarrer');
  await screen.validate(dialog);
  await expect(page.getByRole('heading', { level: 2, name: `Procédure terminée le ${fr}` })).toBeVisible();

  // Reload offline: everything is still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `Procédure terminée le ${fr}` })).toBeVisible({ timeout: 30_000 });
  await fiche.goto(reprise.location.emplacementId);
  await expect(page.getByTestId('statut-concession')).toHaveText('Emplacement libre');

  // Back online: the server holds every step and document.
  await goOnline(page);
  await expect(fiche.syncButton).toHaveAttribute('aria-label', /\. 0 en attente\./, { timeout: 90_000 });
  const after = await pullAll(request, bearer, espaceId);
  const procOf = (kind: ProcedureKind, p: Pick) => live(after.procedures).find((r) => r.kind === kind && r.emplacementId === p.location.emplacementId) as Row | undefined;
  const docsOf = (p: Pick) => live(after.documents).filter((d) => d.locationId === p.location.id);
  expect(procOf('renouvellement', renewal)).toMatchObject({ dateFin: today, etat: 1 });
  expect(live(after.locations).find((l) => l.id === renewal.location.id)).toMatchObject({ dateFin: renewalPrice.dateFin, prix: renewalPrice.prix, dateDebut: renewal.location.dateFin });
  expect(procOf('conversion', conversion)).toMatchObject({ dateFin: today });
  expect(procOf('donation', donation)).toMatchObject({ dateFin: today, etat: 3 });
  expect(live(after.contacts).some((c) => c.locationId === donation.location.id && c.nom === 'Le Bihan' && c.typeDeContact === 'Concessionnaire')).toBe(true);
  expect(procOf('retrocession', retro)).toMatchObject({ dateFin: today });
  expect(procOf('repriseNonRenouvellement', reprise)).toMatchObject({ dateFin: today, etat: 4 });
  expect(live(after.locations).find((l) => l.id === reprise.location.id)).toMatchObject({ isArchived: true });
  for (const o of live(after.occupants).filter((o) => reprise.ctx.occupants.some((r) => r.id === o.id && r.etat === 'present'))) expect(o.emplacementId).toBe(ossuary.emplacementId);
  for (const [p, slug] of [[renewal, 'acte-renouvellement'], [conversion, 'acte-conversion'], [donation, 'acte-donation'], [retro, 'acte-retrocession'], [reprise, 'arrete-reprise-non-renouvellement'], [reprise, 'autorisation-reprise-non-renouvellement']] as const) {
    const doc = docsOf(p).find((d) => d.slug === slug);
    expect(doc, slug).toBeDefined();
    const media = await request.get(`/api/media/${String(doc?.mediaSha256)}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(media.ok(), slug).toBe(true);
    expect((await media.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

/** The ossuary's plot label as the select shows it. */
async function ossuaryLabel(state: ServerState, ossuary: Row): Promise<string> {
  const { plotLabel } = await import('../src/domain/rules/labels');
  const plot = live(state.emplacements).find((e) => e.id === ossuary.emplacementId) as unknown as Emplacement;
  return plotLabel(plot) || 'emplacement';
}

test('a Consultation user sees the procedures read-only: no button records a step', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.consultation);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const state = await pullAll(request, await token(request, ACCOUNTS.consultation), espaceId);
  const renewal = pick(state, 'renouvellement', localToday(), new Set(), () => true);
  await new ProcedureScreen(page).goto('renouvellement', renewal.location.emplacementId);
  await expect(page.getByTestId('etape')).toHaveCount(2);
  await expect(page.getByTestId('etape').first()).toContainText('À faire');
  for (const name of ['Démarrer', 'Générer', 'Renouveler', 'Continuer', 'Refaire', "Enregistrer l'information"]) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
});
