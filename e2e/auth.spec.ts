import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { completeSignIn } from './pages/signIn';

/** Sign-in of spec 000 §2.2 and §2.4 with the demo accounts of the real server. */

for (const [name, account] of Object.entries(ACCOUNTS)) {
  test(`${name} signs in and lands where the spec says`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.username, account.password);
    const shell = new ShellPage(page);
    let cemetery: string;
    if (account.municipalities !== null) {
      const chooser = new SwitchEspacePage(page);
      await chooser.expectShown();
      // Grouped by municipality, the commune as each group's title (spec 000 §2.4).
      await expect(chooser.groups).toHaveCount(account.municipalities);
      await expect(chooser.groups.first().getByRole('heading', { level: 2 })).toBeVisible();
      if (account.municipalities === 1) await expect(chooser.cemeteries()).toHaveCount(2);
      await expect(shell.helpButton).toBeHidden();
      cemetery = await chooser.chooseFirst();
    } else {
      await expect(page).toHaveURL(/\/concessions$/);
      cemetery = (await shell.title.textContent()) ?? '';
    }
    await shell.expectScreen('/concessions', 'CONCESSIONS');
    await expect(shell.title).toHaveText(cemetery);
    for (const entry of ['Emplacements', 'Concessions', 'Défunts', 'Concessionnaires', 'Travaux', 'Procédures']) {
      await expect(shell.menuLink(entry)).toBeVisible();
    }
    for (const entry of ['Modèles', 'Utilisateurs']) {
      if (account.admin) await expect(shell.menuLink(entry)).toBeVisible();
      else await expect(shell.menuLink(entry)).toHaveCount(0);
    }
  });
}

test("wrong credentials show the 'Attention !' modal", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ACCOUNTS.agent.username, 'pas-le-bon-mot-de-passe');
  await expect(login.alert).toBeVisible();
  await expect(login.alert).toContainText("Le mot de passe ou le pseudo de l'utilisateur ne correspondent pas, veuillez réessayer.");
  await login.alert.getByRole('button', { name: 'OK' }).click();
  await expect(login.alert).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('an anonymous visitor is sent to /login and brought back afterwards', async ({ page }) => {
  await page.goto('/defunts');
  await new LoginPage(page).expectShown();
  await completeSignIn(page, ACCOUNTS.agent);
  await new ShellPage(page).expectScreen('/defunts', 'DÉFUNTS');
});

test('straight in with one cemetery, back to the page asked for', async ({ page }) => {
  await page.goto('/travaux');
  await new LoginPage(page).expectShown();
  await completeSignIn(page, ACCOUNTS.autre);
  await new ShellPage(page).expectScreen('/travaux', 'TRAVAUX');
});

test('lost password shows the confirmation', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  const email = page.getByLabel('Adresse e-mail');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await email.fill('agent@demo.fr');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Veuillez vérifier votre boîte mail et suivre les consignes.')).toBeVisible();
});

test('logout forgets the user on this device', async ({ page }) => {
  await new LoginPage(page).goto();
  await completeSignIn(page, ACCOUNTS.autre);
  const shell = new ShellPage(page);
  await shell.logout();
  await new LoginPage(page).expectShown();
  await page.goto('/concessions');
  await new LoginPage(page).expectShown();
});

/** Holds the page's requests that match until the returned function is called, as on a slow network. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const ENTRY_SCRIPT = /\/assets\/login-[\w-]+\.js$/;
const STYLESHEETS = /\/assets\/[\w-]+\.css$/;

test.describe('the drawn sign-in page', () => {
  // About the HTML's page, not the service worker: one that took control on a reload would serve index.html.
  test.use({ serviceWorkers: 'block' });

  test('the sign-in page arrives drawn in its HTML: what is typed before the app starts is kept, and a press signs in once the app is there', async ({ page }) => {
    // The entry's script is held back, as on a slow network: only the HTML's page is there.
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(r.url());
    });
    const drawn = page.locator('#root[data-prerendered="login"]');
    const login = new LoginPage(page);
    const { username, password } = ACCOUNTS.autre;

    // Typed in the drawn page: the app's page replaces it where it was, with the name, the password begun and
    // the focus kept.
    let release = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(drawn.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await drawn.getByLabel("Nom d'utilisateur").fill(username);
    await drawn.getByLabel('Mot de passe', { exact: true }).fill(password.slice(0, 3));
    const box = await drawn.getByRole('button', { name: 'Se connecter' }).boundingBox();
    release();
    // The live button submits; the drawn one could not.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
    await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue(username);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(password.slice(0, 3));
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
    expect(await page.getByRole('button', { name: 'Se connecter' }).boundingBox()).toEqual(box);

    // A press on the drawn button sends nothing natively (no password in an address); once the entry runs, the
    // press is kept and the app signs in with what was typed. The stylesheet is held too: the app waits for it
    // before replacing the drawn page, which leaves the time to press there.
    await page.unrouteAll();
    release = await holdRequests(page, ENTRY_SCRIPT);
    const releaseCss = await holdRequests(page, STYLESHEETS);
    await page.reload({ waitUntil: 'commit' });
    await drawn.getByLabel("Nom d'utilisateur").fill(username);
    await drawn.getByLabel('Mot de passe', { exact: true }).fill(password);
    await drawn.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page.locator('#root[data-watched="true"]')).toHaveCount(1);
    await drawn.getByRole('button', { name: 'Se connecter' }).click();
    releaseCss();
    await new ShellPage(page).expectScreen('/concessions', 'CONCESSIONS');
    await expect(login.alert).toHaveCount(0);
    expect(navigations.filter((url) => url.includes(encodeURIComponent(password)) || url.includes('password='))).toEqual([]);
  });

  test('a press begun on the drawn button and released once the app has replaced the page signs in', async ({ page }) => {
    // The stylesheet is held: the app waits for it before it replaces the drawn page, and the finger is down then.
    const releaseCss = await holdRequests(page, STYLESHEETS);
    await page.goto('/login');
    const drawn = page.locator('#root[data-prerendered="login"]');
    const { username, password } = ACCOUNTS.autre;
    await drawn.getByLabel("Nom d'utilisateur").fill(username);
    await drawn.getByLabel('Mot de passe', { exact: true }).fill(password);
    const box = await drawn.getByRole('button', { name: 'Se connecter' }).boundingBox();
    if (!box) throw new Error('bouton Se connecter introuvable');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    releaseCss();
    // The live page is there, under the finger.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
    await page.mouse.up();
    await new ShellPage(page).expectScreen('/concessions', 'CONCESSIONS');
  });

  test('the drawn sign-in page loads none of the app until the user acts there, then signs in as before', async ({ page }) => {
    const appRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/startApp-[\w-]+\.js$/.test(r.url())) appRequests.push(r.url());
    });
    await page.goto('/login');
    await expect(page.locator('#root[data-watched="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // Read, not yet used: the page is the drawn one, its button cannot submit, and the app's code was not asked for.
    await expect(page.locator('#root[data-prerendered="login"]').getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'button');
    expect(appRequests).toEqual([]);

    // The first press loads it: here the eye beside the password, which the live page honours (password shown).
    const { username, password } = ACCOUNTS.autre;
    await page.getByRole('button', { name: 'Afficher ou masquer le mot de passe' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
    expect(appRequests).toHaveLength(1);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel("Nom d'utilisateur").fill(username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await new ShellPage(page).expectScreen('/concessions', 'CONCESSIONS');
  });
});
