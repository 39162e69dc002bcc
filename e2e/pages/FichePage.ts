import { type Locator, type Page, expect } from '@playwright/test';
import { typeDate } from '../support/dates';

/** /fiche-concession/{emplacementId}: the plot sheet and its wizards (src/features/fiche). */
export class FichePage {
  readonly etatAbandon: Locator;
  readonly facture: Locator;
  readonly photos: Locator;
  readonly addPhotosInput: Locator;
  readonly cameraInput: Locator;
  readonly defunts: Locator;
  readonly addDefunt: Locator;
  readonly wizard: Locator;
  readonly syncButton: Locator;
  readonly contacts: Locator;
  readonly exclus: Locator;
  readonly photosAffichees: Locator;
  readonly anciennesPhotos: Locator;
  readonly viewer: Locator;

  constructor(readonly page: Page) {
    this.etatAbandon = page.getByRole('combobox', { name: "État d'abandon" });
    this.facture = page.getByRole('combobox', { name: 'Facture' });
    this.photos = page.getByTestId('photo');
    this.addPhotosInput = page.locator('input[type=file][multiple]');
    this.cameraInput = page.locator('input[type=file][capture]');
    this.defunts = page.getByTestId('defunt');
    this.addDefunt = page.getByRole('button', { name: 'Ajouter un défunt' });
    this.wizard = page.getByRole('dialog');
    this.syncButton = page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });
    this.contacts = page.getByTestId('contact');
    this.exclus = page.getByTestId('exclu');
    this.photosAffichees = page.getByTestId('photos-affichees').getByTestId('photo');
    this.anciennesPhotos = page.getByTestId('anciennes-photos').getByTestId('photo');
    this.viewer = page.getByTestId('visionneuse');
  }

  /** The value shown under a label of the concession facts ('Capacité', 'Date de fin'...). */
  fact(label: string): Locator {
    return this.page.getByTestId(`fait-${label}`);
  }

  /** Answers the confirmation whose text is the spec's, verbatim, with its confirm button. */
  async confirm(message: string, button = 'Confirmer'): Promise<void> {
    const dialog = this.page.getByRole('dialog').filter({ hasText: message });
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens a deceased's menu and picks one of its actions. */
  async defuntAction(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions pour ${name}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async goto(emplacementId: string): Promise<void> {
    await this.page.goto(`/fiche-concession/${emplacementId}`);
    // A fresh device shows the sheet once the first sync has filled its replica.
    await expect(this.page.getByTestId('statut-concession')).toBeVisible({ timeout: 30_000 });
  }

  /** Chooses an option of a Mantine select by its label. */
  async choose(select: Locator, option: string): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async next(name: 'Suivant' | 'Prévisualiser' = 'Suivant'): Promise<void> {
    await this.wizard.getByRole('button', { name, exact: true }).click();
  }

  /** The height of the wizard step's own content and where its Suivant button sits. */
  async stepLayout(): Promise<{ content: number; suivant: { x: number; y: number; width: number; height: number } | null }> {
    const content = await this.wizard.getByTestId('wizard-step').evaluate((el) => (el.firstElementChild as HTMLElement | null)?.offsetHeight ?? 0);
    return { content, suivant: await this.wizard.getByRole('button', { name: 'Suivant', exact: true }).boundingBox() };
  }

  async validate(): Promise<void> {
    await this.wizard.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(this.wizard).toBeHidden();
  }

  /** The deceased wizard, start to end: name, dates, inhumation, a preset criterion, then Valider. */
  /** `civilite`: the choice expected preselected on the first step and in the summary, left as it is. */
  async addDeceased(d: { nom: string; prenom: string; naissance: [string, string, string]; deces: [string, string, string]; inhumation: string; civilite?: string }): Promise<void> {
    await this.addDefunt.click();
    const w = this.wizard;
    if (d.civilite) await expect(w.getByRole('radio', { name: d.civilite, exact: true })).toBeChecked();
    await w.getByLabel('Nom', { exact: true }).fill(d.nom);
    await w.getByLabel('Prénom', { exact: true }).fill(d.prenom);
    await this.next();
    await w.getByLabel('Jour de naissance').fill(d.naissance[0]);
    await w.getByLabel('Mois de naissance').fill(d.naissance[1]);
    await w.getByLabel('Année de naissance').fill(d.naissance[2]);
    await w.getByLabel('Jour du décès').fill(d.deces[0]);
    await w.getByLabel('Mois du décès').fill(d.deces[1]);
    await w.getByLabel('Année du décès').fill(d.deces[2]);
    const tall = await this.stepLayout();
    await this.next();
    await typeDate(w.getByLabel("Date d'inhumation"), d.inhumation);
    // Issue 14: Suivant stays under the finger from a step of six fields to a step of two.
    const short = await this.stepLayout();
    expect(short.content).toBeLessThan(tall.content);
    expect(short.suivant).toEqual(tall.suivant);
    await this.next();
    await w.getByRole('button', { name: 'Mort pour la France' }).click();
    await this.next('Prévisualiser');
    await expect(w.getByRole('cell', { name: `${d.prenom} ${d.nom}` })).toBeVisible();
    if (d.civilite) await expect(w.getByRole('row', { name: /^Civilité/ })).toContainText(d.civilite);
    await this.validate();
  }

  defunt(name: string): Locator {
    return this.defunts.filter({ hasText: name });
  }

  /** The exhumation wizard for one deceased: family request, a date, reburial in the same concession. */
  async exhume(name: string, date: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions pour ${name}` }).click();
    await this.page.getByRole('menuitem', { name: 'Exhumation' }).click();
    const w = this.wizard;
    await this.next();
    await typeDate(w.getByLabel("Date de l'exhumation"), date);
    await this.next();
    await w.getByRole('radio', { name: 'Réinhumation dans la même concession' }).check();
    await this.next('Prévisualiser');
    // The final validation box is required (spec 001 §5): Valider without it is refused.
    await w.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(w.getByText('Veuillez cocher la case de validation.')).toBeVisible();
    await w.getByRole('checkbox').check();
    await this.validate();
  }

  /** The assignment wizard for a Concession: holder, concession facts, Familiale with one excluded person. */
  async assignConcession(a: { nom: string; prenom: string; famille: string; dateDebut: string; duree: string; surface: string; exclu: [string, string] }): Promise<void> {
    await this.page.getByRole('button', { name: "Attribuer l'emplacement" }).click();
    const w = this.wizard;
    await this.choose(w.getByRole('combobox', { name: "Type d'emplacement" }), 'Concession');
    await this.next();
    await w.getByLabel('Concessionnaire : nom', { exact: true }).fill(a.nom);
    await w.getByLabel('Concessionnaire : prénom', { exact: true }).fill(a.prenom);
    await this.next();
    // Required fields block Suivant and are marked.
    await this.next();
    await expect(w.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    await w.getByLabel('Famille', { exact: true }).fill(a.famille);
    await typeDate(w.getByLabel(/^Date de début/), a.dateDebut);
    await this.choose(w.getByRole('combobox', { name: 'Durée' }), a.duree);
    await this.choose(w.getByRole('combobox', { name: 'Surface' }), 'Autre surface');
    await w.getByLabel(/^Autre surface \(m²\)/).fill(a.surface);
    await this.next();
    await this.choose(w.getByRole('combobox', { name: 'Type de concession' }), 'Familiale');
    await w.getByLabel(/^Nom de la personne/).fill(a.exclu[0]);
    await w.getByLabel(/^Prénom de la personne/).fill(a.exclu[1]);
    await w.getByRole('button', { name: 'Confirmer la personne' }).click();
    await this.next();
    await this.next('Prévisualiser');
    await this.validate();
  }

  async expectPending(count: number): Promise<void> {
    try {
      await expect(this.syncButton).toHaveAttribute('aria-label', new RegExp(`\\. ${count} en attente\\.`));
    } catch (error) {
      // Say why the outbox did not drain: the errors its entries recorded and the sync state.
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nOutbox: ${await this.outboxErrors()}`, { cause: error });
    }
  }

  private outboxErrors(): Promise<string> {
    return this.page.evaluate(async () => {
      const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('cimetiere-'));
      if (!name) return 'no replica';
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const read = (store: string) =>
        new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result as unknown[]);
          req.onerror = () => resolve([]);
        });
      const [outbox, meta] = await Promise.all([read('outbox'), read('meta')]);
      db.close();
      return JSON.stringify({ outbox: outbox.map((m) => ({ name: (m as { name?: string }).name, lastError: (m as { lastError?: string }).lastError })), meta });
    });
  }
}
