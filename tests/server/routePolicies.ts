import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { createReset } from '../../server/auth/passwordResets';
import { login } from '../helpers/fixtures';
import { executeMutation } from '../../server/commands/execute';
import { lastHistoryId } from '../../server/donnees/restore.repository';
import { createFeed } from '../../server/calendrier/feeds.repository';
import type { Caller, CallerName, RouteWorld } from './routeWorld';
import { insertTemplate } from '../../server/templates/templates.repository';
import type { TemplateInput } from '../../src/domain/templates/types';
import { saveImportOutcome } from '../../server/import/importReports.repository';

/**
 * Who may call each /api route: THE table the route matrix (routeMatrix.test.ts) checks every registered
 * route against. A route missing here fails the suite: declare it with its access and a valid request.
 *
 * - access: 'public' (no sign-in), 'signedIn' (any role), 'writer' (ROLE_SOUS_ADMIN and up), 'admin'
 *   (ROLE_ADMIN and up); a lower role gets 403, no token 401.
 * - foreign: 'notFound' when the request names the town's cemetery or one of its objects: another town's
 *   administrator gets 404, the same as for an unknown id; 'own' when the route answers about the caller's
 *   own data. Either way, nothing another town sees may contain the town's content.
 * - sample: a valid request as `caller` against the town (made per call: approving consumes a request).
 * - fresh: the request ends the caller's session (a password change): made by a new user of the same role.
 * - expect: an outcome that differs from what `access` gives, with the reason beside it.
 */
export type Access = 'public' | 'signedIn' | 'writer' | 'admin';

export interface RouteRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RoutePolicy {
  access: Access;
  foreign: 'notFound' | 'own';
  sample(w: RouteWorld, caller: Caller): RouteRequest | Promise<RouteRequest>;
  fresh?: boolean;
  expect?: Partial<Record<CallerName, number>>;
}

/** A change of the town's plot made now, so a restore point has something to undo: its history id and the newest. */
async function freshChange(w: RouteWorld): Promise<{ avant: number; dernier: number }> {
  const admin = { user: { id: w.callers.ROLE_ADMIN.id }, actor: { id: w.callers.ROLE_ADMIN.id }, roles: ['ROLE_ADMIN'] };
  await executeMutation(w.db, admin, w.espace.id, { id: randomUUID(), name: 'emplacement.update', args: { id: w.plot.id, notes: `note ${randomUUID()}` } });
  const dernier = await lastHistoryId(w.db, w.espace.id);
  return { avant: dernier, dernier };
}

/** A template of the town (routes/templates.routes.ts), under a fresh slug. */
function templateInput(): TemplateInput {
  return {
    slug: `modele-${randomUUID().slice(0, 8)}`, nom: 'Courrier de test', nomInterne: null, description: null, type: 'documents', actif: true, canal: 'contenu', apercu: true,
    content: { pdf: '<p>Bonjour {{destinataire.nomComplet}}</p>' }, notifieQui: [], champsEntite: ['concession'], hooks: [], relatedDocuments: [], documentStatiques: [], moredata: null,
  };
}
async function freshTemplate(w: RouteWorld): Promise<string> {
  return (await insertTemplate(w.db, w.societe.id, templateInput())).id;
}

/** A kept import report of the town with one refused line (server/import/importReports.repository.ts). */
async function freshImportReport(w: RouteWorld): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await saveImportOutcome(w.db, { espaceId: w.espace.id, kind: 'excel', columns: { carre: 'carre', n: 'numero' }, updatedAt: at }, {
    id, espaceId: w.espace.id, kind: 'excel', fileName: 'registre.csv', fileSize: 10, fileSha256: '0'.repeat(64), createdAt: at,
    counts: { lignesRefusees: 1 }, mapping: ['carre', 'numero'], headers: ['Carré', 'N°'],
    lines: [{ line: 2, status: 'refusé', cells: ['M', null], reasons: ['Numéro d’emplacement manquant.'] }],
  });
  return id;
}

const NEW_PASSWORD = 'Un-nouveau-mot-de-passe-9';
const REGISTER_CSV = 'Carré;N°;Défunt\r\nM;1;MATRICE Jean';
const GIS_GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { carre: 'M', allee: '1', numero: '2' }, geometry: { type: 'Polygon', coordinates: [[[2.3, 48.8], [2.30002, 48.8], [2.30002, 48.80001], [2.3, 48.8]]] } }],
});
const DEEDS_ZIP = Buffer.from(zipSync({ 'M-1-2.pdf': new TextEncoder().encode('%PDF-1.4\n%%EOF\n') }));
/** An openCimetière dump of one plot in one voie (routes/openCimetiereImport.routes.ts). */
const OPENCIMETIERE_SQL = 'COPY opencimetiere.voie (voie, voielib) FROM stdin;\n1\tM\n\\.\nCOPY opencimetiere.emplacement (emplacement, nature, numero, voie, famille) FROM stdin;\n1\tconcession\t3\t1\tMATRICE\n\\.\n';
const PLAN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect x="0" y="0" width="20" height="10"/></svg>';

export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/health': { access: 'public', foreign: 'own', sample: () => ({ url: '/api/health' }) },
  'GET /api/openapi.json': { access: 'public', foreign: 'own', sample: () => ({ url: '/api/openapi.json' }) },

  // Auth (routes/auth.routes.ts)
  'POST /api/login_check': {
    access: 'public',
    foreign: 'own',
    sample: (_w, caller) => ({ url: '/api/login_check', payload: { username: caller.username, password: caller.password } }),
  },
  'POST /api/token/refresh': {
    access: 'public',
    foreign: 'own',
    sample: async (w, caller) => ({ url: '/api/token/refresh', payload: { refresh_token: (await login(w.app, caller.username, caller.password)).refreshToken } }),
  },
  // Logout ends the session its access token names, at once: made by a new user so the others keep theirs.
  'POST /api/logout': { access: 'public', foreign: 'own', fresh: true, sample: () => ({ url: '/api/logout', payload: {} }) },
  'POST /api/reset-password': { access: 'public', foreign: 'own', sample: () => ({ url: '/api/reset-password', payload: { email: 'personne@example.fr' } }) },
  'POST /api/reset-password/confirm': {
    access: 'public',
    foreign: 'own',
    sample: async (w) => {
      const user = await w.freshCaller('ROLE_USER');
      return { url: '/api/reset-password/confirm', payload: { token: await createReset(w.db, user.id, w.app.security.clock.now()), password: NEW_PASSWORD } };
    },
  },
  'POST /api/register': {
    access: 'public',
    foreign: 'own',
    sample: () => ({ url: '/api/register', payload: { email: `demande-${randomUUID().slice(0, 8)}@example.fr`, nom: 'Martin', prenom: 'Léa', commune: 'Ailleurs' } }),
  },
  'GET /api/account-requests': { access: 'admin', foreign: 'own', sample: () => ({ url: '/api/account-requests?status=all' }) },
  'POST /api/account-requests/:id/approve': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: `/api/account-requests/${await w.pendingRequest()}/approve`, payload: {} }),
  },
  'POST /api/account-requests/:id/reject': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: `/api/account-requests/${await w.pendingRequest()}/reject`, payload: {} }),
  },

  // Users administration (routes/adminUsers.routes.ts): a town's user is made per call; another town's administrator gets 404.
  'GET /api/admin/users': { access: 'admin', foreign: 'own', sample: () => ({ url: '/api/admin/users?search=agent&sort=nom&order=desc' }) },
  'POST /api/admin/users': {
    access: 'admin',
    foreign: 'own',
    sample: (w, caller) => ({
      url: '/api/admin/users',
      payload: {
        username: `nouvel-${randomUUID().slice(0, 8)}@example.fr`,
        nom: 'Nouveau',
        roles: ['ROLE_USER'],
        ...(caller.id === w.callers.ROLE_SUPER_ADMIN.id ? { societeId: w.societe.id } : {}),
      },
    }),
  },
  'PUT /api/admin/users/:id': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: `/api/admin/users/${(await w.freshCaller('ROLE_USER')).id}`, payload: { roles: ['ROLE_SOUS_ADMIN'], espaceIds: [w.espace.id] } }),
  },
  'DELETE /api/admin/users/:id': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: `/api/admin/users/${(await w.freshCaller('ROLE_USER')).id}` }),
  },

  // The new-space wizard (routes/newSpace.routes.ts): the provider's administrators only. A town's administrator
  // gets 403 even for its own town: it adds users with 'Ajouter nouveau' (POST /api/admin/users), and a new
  // cemetery changes the subscription, which the provider makes.
  'POST /api/espace/creer': {
    access: 'admin',
    foreign: 'own',
    sample: () => {
      const tag = randomUUID().slice(0, 8);
      return {
        url: '/api/espace/creer',
        payload: { utilisateurs: [{ username: `espace-${tag}@example.fr` }], mairie: { commune: `Commune ${tag}` }, espaces: [{ nom: 'Cimetière neuf' }], abonnement: { dateDebut: '2026-12-01' } },
      };
    },
    expect: { ROLE_ADMIN: 403, stranger: 403 },
  },

  // The signed-in user (routes/users.routes.ts)
  'GET /api/users/currentUser': { access: 'signedIn', foreign: 'own', sample: () => ({ url: '/api/users/currentUser' }) },
  'GET /api/users/espaces': { access: 'signedIn', foreign: 'own', sample: () => ({ url: '/api/users/espaces' }) },
  'POST /api/sessions/eSpace': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: '/api/sessions/eSpace', payload: { eSpace: w.espace.id } }) },
  'GET /api/users/isFirstConnection': { access: 'signedIn', foreign: 'own', sample: () => ({ url: '/api/users/isFirstConnection' }) },
  'PUT /api/users/:id': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/users/${w.callers.ROLE_USER.id}`, payload: { firstConnection: false } }),
    // The target is the town's reader: its own flag is its to set.
    expect: { ROLE_USER: 200 },
  },
  'PUT /api/users/me/password': {
    access: 'signedIn',
    foreign: 'own',
    fresh: true,
    sample: (_w, caller) => ({ url: '/api/users/me/password', payload: { currentPassword: caller.password, newPassword: NEW_PASSWORD } }),
  },

  // Sync and media (routes/sync.routes.ts, routes/media.routes.ts)
  'GET /api/sync/pull': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: `/api/sync/pull?espace=${w.espace.id}&cursor=0` }) },
  'POST /api/sync/push': {
    access: 'signedIn',
    foreign: 'notFound',
    sample: (w) => ({ url: '/api/sync/push', payload: { espaceId: w.espace.id, clientId: randomUUID(), mutations: [] } }),
  },
  'PUT /api/media/:sha256': {
    // The upload names its cemetery, whose municipality then owns the bytes (DESIGN §8): another town's gets 404.
    access: 'writer',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/media/${w.media.sha256}?espace=${w.espace.id}`, payload: w.media.bytes, headers: { 'content-type': 'application/octet-stream' } }),
  },
  'GET /api/media/:sha256': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: `/api/media/${w.media.sha256}` }) },

  // History (routes/history.routes.ts): who each write of a row was applied as.
  'GET /api/history': { access: 'admin', foreign: 'notFound', sample: (w) => ({ url: `/api/history?espace=${w.espace.id}&rowId=${w.plot.id}` }) },

  // Town hall (routes/mairie.routes.ts): members read it, administrators of the municipality change it.
  'GET /api/societes/:id': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: `/api/societes/${w.societe.id}` }) },
  'PUT /api/societes/:id': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/societes/${w.societe.id}`, payload: { tresorerie: 'Trésorerie de Nîmes municipale' } }),
  },
  // Templates (routes/templates.routes.ts, issue 17): the town reads them (documents are generated offline by
  // every writer); administrators create, personalise, change and delete them.
  'GET /api/template_documents': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: `/api/template_documents?espace=${w.espace.id}` }) },
  'GET /api/template_documents/:id': { access: 'signedIn', foreign: 'notFound', sample: async (w) => ({ url: `/api/template_documents/${await freshTemplate(w)}?espace=${w.espace.id}` }) },
  'POST /api/template_documents': { access: 'admin', foreign: 'notFound', sample: (w) => ({ url: `/api/template_documents?espace=${w.espace.id}`, payload: templateInput() }) },
  'PUT /api/template_documents/:id': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: `/api/template_documents/${await freshTemplate(w)}?espace=${w.espace.id}`, payload: { ...templateInput(), nom: 'Courrier modifié' } }),
  },
  'DELETE /api/template_documents/:id': { access: 'admin', foreign: 'notFound', sample: async (w) => ({ url: `/api/template_documents/${await freshTemplate(w)}?espace=${w.espace.id}` }) },
  // Feedback (routes/notifications.routes.ts): anyone signed in sends it, about a cemetery they see;
  // only the provider's administrators read it.
  'POST /api/notifications/envoyer-avis': {
    access: 'signedIn',
    foreign: 'notFound',
    sample: (w) => ({ url: '/api/notifications/envoyer-avis', payload: { note: 8, suggestions: 'Plus de filtres', espaceId: w.espace.id } }),
  },
  'GET /api/feedback': { access: 'admin', foreign: 'own', sample: () => ({ url: '/api/feedback' }), expect: { ROLE_ADMIN: 403, stranger: 403 } },
  // The provider's view of its municipalities (routes/fournisseur.routes.ts, issue 16): ROLE_SUPER_ADMIN only.
  'GET /api/fournisseur/communes': {
    access: 'admin',
    foreign: 'own',
    sample: () => ({ url: '/api/fournisseur/communes?tab=clients&search=&sort=derniereActivite&order=desc' }),
    expect: { ROLE_ADMIN: 403, stranger: 403 },
  },
  // Restore points (routes/restore.routes.ts): the last 7 days of changes, a preview, a restore (issue 15).
  'GET /api/restore-points': { access: 'admin', foreign: 'notFound', sample: (w) => ({ url: `/api/restore-points?espace=${w.espace.id}` }) },
  'POST /api/restore-points/preview': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: '/api/restore-points/preview', payload: { espace: w.espace.id, avant: (await freshChange(w)).avant } }),
  },
  'POST /api/restore-points/restore': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: '/api/restore-points/restore', payload: { espace: w.espace.id, ...(await freshChange(w)) } }),
  },

  // Help centre (routes/aide.routes.ts): reference text, the same for every town.
  'GET /api/lexiques': { access: 'signedIn', foreign: 'own', sample: () => ({ url: '/api/lexiques?order[titre]=asc' }) },
  'GET /api/faqs': { access: 'signedIn', foreign: 'own', sample: () => ({ url: '/api/faqs?typeEspace=communal' }) },
  // Calendar subscription (routes/calendrier.routes.ts, issue 18): each user manages their own link to a
  // cemetery they see; the feed is read with the token alone (calendar applications cannot sign in), and a
  // token of a user who may not see the cemetery opens nothing.
  'GET /api/calendrier/abonnement': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: `/api/calendrier/abonnement?espace=${w.espace.id}` }) },
  'POST /api/calendrier/abonnement': { access: 'signedIn', foreign: 'notFound', sample: (w) => ({ url: '/api/calendrier/abonnement', payload: { espaceId: w.espace.id } }) },
  'DELETE /api/calendrier/abonnement': {
    access: 'signedIn',
    foreign: 'notFound',
    sample: async (w, caller) => {
      await createFeed(w.db, caller.id, w.espace.id, new Date().toISOString());
      return { url: `/api/calendrier/abonnement?espace=${w.espace.id}` };
    },
  },
  'GET /api/calendrier/ics/:token': {
    access: 'public',
    foreign: 'notFound',
    sample: async (w, caller) => ({ url: `/api/calendrier/ics/${(await createFeed(w.db, caller.id, w.espace.id, new Date().toISOString())).token}` }),
  },

  // Plan (routes/plan.routes.ts)
  'POST /api/ESpaces/front_import_svg': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_svg?espaceId=${w.espace.id}`, payload: PLAN_SVG, headers: { 'content-type': 'image/svg+xml' } }),
  },

  // Register import (routes/import.routes.ts): a one-line CSV register.
  'POST /api/ESpaces/front_import_excel/apercu': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_excel/apercu?espaceId=${w.espace.id}`, payload: REGISTER_CSV, headers: { 'content-type': 'text/csv' } }),
  },
  'POST /api/ESpaces/front_import_excel/simulation': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_excel/simulation?espaceId=${w.espace.id}`, payload: REGISTER_CSV, headers: { 'content-type': 'text/csv' } }),
  },
  'POST /api/ESpaces/front_import_excel': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_excel?espaceId=${w.espace.id}`, payload: REGISTER_CSV, headers: { 'content-type': 'text/csv' } }),
  },

  // GIS plan and scanned deeds imports (routes/gisImport.routes.ts, routes/deedsImport.routes.ts).
  'POST /api/ESpaces/front_import_geojson/apercu': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_geojson/apercu?espaceId=${w.espace.id}`, payload: GIS_GEOJSON, headers: { 'content-type': 'application/geo+json' } }),
  },
  'POST /api/ESpaces/front_import_geojson/simulation': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_geojson/simulation?espaceId=${w.espace.id}`, payload: GIS_GEOJSON, headers: { 'content-type': 'application/geo+json' } }),
  },
  'POST /api/ESpaces/front_import_geojson': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_geojson?espaceId=${w.espace.id}`, payload: GIS_GEOJSON, headers: { 'content-type': 'application/geo+json' } }),
  },
  'POST /api/ESpaces/front_import_opencimetiere/apercu': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_opencimetiere/apercu?espaceId=${w.espace.id}`, payload: OPENCIMETIERE_SQL, headers: { 'content-type': 'application/sql' } }),
  },
  'POST /api/ESpaces/front_import_opencimetiere/simulation': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_opencimetiere/simulation?espaceId=${w.espace.id}`, payload: OPENCIMETIERE_SQL, headers: { 'content-type': 'application/sql' } }),
  },
  'POST /api/ESpaces/front_import_opencimetiere': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_opencimetiere?espaceId=${w.espace.id}`, payload: OPENCIMETIERE_SQL, headers: { 'content-type': 'application/sql' } }),
  },
  'POST /api/ESpaces/front_import_actes/simulation': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_actes/simulation?espaceId=${w.espace.id}`, payload: DEEDS_ZIP, headers: { 'content-type': 'application/zip' } }),
  },
  // Import reports (routes/importReports.routes.ts).
  'GET /api/ESpaces/imports': { access: 'admin', foreign: 'notFound', sample: (w) => ({ url: `/api/ESpaces/imports?espaceId=${w.espace.id}` }) },
  'GET /api/ESpaces/imports/:id/lignes.xlsx': {
    access: 'admin',
    foreign: 'notFound',
    sample: async (w) => ({ url: `/api/ESpaces/imports/${await freshImportReport(w)}/lignes.xlsx` }),
  },
  'POST /api/ESpaces/front_import_actes': {
    access: 'admin',
    foreign: 'notFound',
    sample: (w) => ({ url: `/api/ESpaces/front_import_actes?espaceId=${w.espace.id}`, payload: DEEDS_ZIP, headers: { 'content-type': 'application/zip' } }),
  },
};
