import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PROCEDURE_KINDS } from '../domain/constants/procedures';
import { LoginPage } from './auth/LoginPage';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireSuperAdmin } from './guards/RequireSuperAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { RequireEspace } from './guards/RequireEspace';
import { FullPageLoader } from './pages/FullPageLoader';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PlotSheetRedirect } from './pages/SpecRouteRedirects';

/**
 * A screen loaded on first visit, in its own chunk (the service worker precaches them all for offline use).
 * Only the sign-in page is in the entry chunk: the shell (with the replica, the outbox and the validation
 * schemas it pulls in) loads once signed in, so the first load of /login stays small (issue 14).
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const procedure = page(() => import('../features/procedures/ProcedurePage').then((m) => m.ProcedurePage));

/** Screens inside a cemetery, in the order of the route table of spec 000 §2.1. */
const cemeteryRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('./pages/WelcomePage').then((m) => m.WelcomePage)) },
  // Spec routes without a screen of their own lead to the screen that does the job (SpecRouteRedirects.tsx).
  { path: '/list', element: <Navigate to="/emplacement" replace /> },
  { path: '/emplacement', ...page(() => import('../features/emplacements/EmplacementsPage').then((m) => m.EmplacementsPage)) },
  { path: '/emplacement/:slug', element: <PlotSheetRedirect /> },
  { path: '/emplacement/edit/:slug', element: <PlotSheetRedirect /> },
  { path: '/function', element: <Navigate to="/gestion-compte" replace /> },
  { path: '/espace', element: <Navigate to="/switch-espace" replace /> },
  { path: '/post', element: <Navigate to="/" replace /> },
  { path: '/editor-mce', element: <Navigate to="/documents" replace /> },
  { path: '/editeur', ...page(() => import('../features/plan/EditeurPlanPage').then((m) => m.EditeurPlanPage)) },
  { path: '/gestion-compte', ...page(() => import('../features/compte/GestionComptePage').then((m) => m.GestionComptePage)) },
  { path: '/gestion-donnees', ...page(() => import('../features/donnees/GestionDonneesPage').then((m) => m.GestionDonneesPage)) },
  { path: '/concessions', ...page(() => import('../features/plan/ConcessionsPage').then((m) => m.ConcessionsPage)) },
  { path: '/defunts', ...page(() => import('../features/defunts/DefuntsPage').then((m) => m.DefuntsPage)) },
  { path: '/concessionnaires', ...page(() => import('../features/concessionnaires/ConcessionnairesPage').then((m) => m.ConcessionnairesPage)) },
  { path: '/travaux', ...page(() => import('../features/travaux/TravauxPage').then((m) => m.TravauxPage)) },
  { path: '/procedures', ...page(() => import('../features/procedures/ProceduresPage').then((m) => m.ProceduresPage)) },
  { path: '/aide', ...page(() => import('../features/aide/AidePage').then((m) => m.AidePage)) },
  { path: '/aide/:mot', ...page(() => import('../features/aide/AidePage').then((m) => m.AidePage)) },
  { path: '/notes', ...page(() => import('../features/notes/NotesPage').then((m) => m.NotesPage)) },
  { path: '/calendrier', ...page(() => import('../features/calendrier/CalendrierPage').then((m) => m.CalendrierPage)) },
  { path: '/ajout-emplacement', ...page(() => import('../features/emplacements/AjoutEmplacementPage').then((m) => m.AjoutEmplacementPage)) },
  { path: '/fiche-concession/:emplacementId', ...page(() => import('../features/fiche/FicheConcessionPage').then((m) => m.FicheConcessionPage)) },
  {
    path: '/fiche-concession-archive/:emplacementId/:archivedConcessionId',
    ...page(() => import('../features/fiche/FicheConcessionArchivePage').then((m) => m.FicheConcessionArchivePage)),
  },
  ...PROCEDURE_KINDS.map((kind) => ({ path: `/${kind}/:emplacementId`, ...procedure })),
  { path: '/conflits', ...page(() => import('../features/sync/ConflictsPage').then((m) => m.ConflictsPage)) },
  {
    // Administrators only (spec 000 §2.11, §6).
    element: <RequireAdmin />,
    children: [
      { path: '/documents', ...page(() => import('../features/modeles/ModelesPage').then((m) => m.ModelesPage)) },
      { path: '/ajout-document', ...page(() => import('../features/modeles/AjoutDocumentPage').then((m) => m.AjoutDocumentPage)) },
      { path: '/edit/document/:id', ...page(() => import('../features/modeles/EditDocumentPage').then((m) => m.EditDocumentPage)) },
      { path: '/utilisateurs', ...page(() => import('../features/utilisateurs/UtilisateursPage').then((m) => m.UtilisateursPage)) },
    ],
  },
  {
    // The provider's administrators only (issue 16).
    element: <RequireSuperAdmin />,
    children: [{ path: '/fournisseur', ...page(() => import('../features/fournisseur/FournisseurPage').then((m) => m.FournisseurPage)) }],
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', ...page(() => import('./auth/RegisterPage').then((m) => m.RegisterPage)) },
      { path: '/lost-password', ...page(() => import('./auth/LostPasswordPage').then((m) => m.LostPasswordPage)) },
      { path: '/reset-password', ...page(() => import('./auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/switch-espace', ...page(() => import('./auth/SwitchEspacePage').then((m) => m.SwitchEspacePage)) },
          { element: <RequireEspace />, children: [{ ...page(() => import('./shell/ShellLayout').then((m) => m.ShellLayout)), children: cemeteryRoutes }] },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
