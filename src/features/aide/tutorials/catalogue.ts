import type { Target } from './findByRole';

/**
 * One step of a guided tutorial. Without a target the popover is centred. 'click' steps advance when the
 * user clicks the highlighted element (their 'Suivant' is hidden); every step waits, before it shows, for
 * its element to appear (a dialog that opens, a screen that loads): spec 002 §2 'Steps advance on a user
 * click or when an expected element appears'.
 */
export interface TutorialStep {
  target?: Target;
  title: string;
  description: string;
  advance?: 'click';
}

/** What a sheet tutorial needs of the plot; without it the spec's message is shown instead (spec 002 §2, §8). */
export type TutorialNeed = 'concession' | 'concessionnaires';

export interface Tutorial {
  id: string;
  titre: string;
  resume: string;
  /** The route it starts from: a path, or 'fiche' for the plot sheet (/fiche-concession/{id}). */
  start: string;
  /** The pages it is offered on in the assistant. */
  pages: RegExp;
  needs?: TutorialNeed;
  steps: TutorialStep[];
}

/** Spec 002 §2 and §8, verbatim. */
export const MSG_EMPLACEMENT_VIDE = 'Cet emplacement est vide, vous ne pouvez pas ajouter de défunts...';
export const MSG_SANS_CONCESSIONNAIRES = "Ce type d'emplacement n'a pas de concessionnaires...";

const FICHE = /^\/fiche-concession\//;
const MENU: Target = { role: 'navigation', name: 'Menu principal' };
const intro = (title: string, description: string): TutorialStep => ({ title, description });

/** The welcome tour (spec 002 §2, spec 000 §4): an introduction then five steps, 'ETAPE n/5'. */
export const WELCOME_TOUR: Tutorial = {
  id: 'bienvenue',
  titre: 'Visite de bienvenue',
  resume: 'Les grandes zones de l’application.',
  start: '/',
  pages: /^\/$/,
  steps: [
    intro('Bienvenue !', 'Cette courte visite vous présente l’application de gestion du cimetière en cinq étapes. Vous pourrez la revoir à tout moment depuis le centre d’aide.'),
    { target: MENU, title: 'Le menu', description: 'Le menu mène aux emplacements (le plan), aux concessions, aux défunts, aux concessionnaires, aux travaux et aux procédures.' },
    { target: { role: 'searchbox', name: 'Rechercher' }, title: 'La recherche', description: 'Tapez un nom de famille, un défunt ou un numéro d’emplacement, puis Entrée : la recherche fonctionne même sans réseau.' },
    { target: { role: 'link', name: 'Calendrier' }, title: 'Notes et calendrier', description: 'Vos notes et le calendrier des renouvellements, des travaux et des échéances des procédures.' },
    { target: { role: 'button', name: 'Commune' }, title: 'Votre compte', description: 'Les informations de la mairie, les tarifs, les utilisateurs et la déconnexion.' },
    { target: { role: 'button', name: 'Ouvrir l\'assistance' }, title: 'L’assistance', description: 'Le « ? » ouvre le centre d’aide : les tutoriels de la page, le lexique et le contact d’un conseiller.' },
  ],
};

/** The 11 guided tutorials of spec 002 §2, in its order. */
export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'presentation',
    titre: 'Présentation générale',
    resume: 'Se repérer dans l’application.',
    start: '/',
    pages: /^\/$/,
    steps: [
      intro('Présentation générale', 'Découvrez où trouver chaque fonction de l’application.'),
      { target: MENU, title: 'Le menu principal', description: 'Chaque entrée ouvre une liste : emplacements, concessions, défunts, concessionnaires, travaux, procédures.' },
      { target: { role: 'searchbox', name: 'Rechercher' }, title: 'Rechercher', description: 'Retrouvez une concession, un défunt ou un concessionnaire par son nom.' },
      { target: { role: 'link', name: 'Notes' }, title: 'Les notes', description: 'Des notes libres, partagées avec vos collègues du cimetière.' },
      { target: { role: 'link', name: 'Calendrier' }, title: 'Le calendrier', description: 'Les jours fériés, les concessions à renouveler, les travaux et vos événements.' },
      { target: { role: 'button', name: /^Notifications/ }, title: 'Les notifications', description: 'Les concessions échues, à renouveler et les étapes des procédures à venir.' },
      { target: { role: 'button', name: 'Ouvrir l\'assistance' }, title: 'L’assistance', description: 'Ce bouton ouvre à tout moment le centre d’aide.' },
    ],
  },
  {
    id: 'plan',
    titre: 'Utiliser le mode plan',
    resume: 'Trouver un emplacement sur le plan du cimetière.',
    start: '/emplacement',
    pages: /^\/emplacement$/,
    steps: [
      intro('Le mode plan', 'Le plan montre chaque emplacement avec sa couleur d’état.'),
      { target: { role: 'radiogroup', name: 'Affichage' }, title: 'Plan ou liste', description: 'Passez du plan à la liste des emplacements.' },
      { target: { role: 'textbox', name: 'Rechercher un emplacement' }, title: 'Rechercher sur le plan', description: 'Tapez une famille ou un numéro : le plan se centre sur l’emplacement.' },
      { target: { role: 'group', name: 'Filtres rapides' }, title: 'Les filtres rapides', description: 'Affichez seulement les concessions échues, à renouveler ou en état d’abandon.' },
      { target: { role: 'region', name: 'Légende' }, title: 'La légende', description: 'La signification de chaque couleur du plan.' },
      { target: { role: 'region', name: 'Statistiques du cimetière' }, title: 'Les statistiques', description: 'Le nombre d’emplacements libres, occupés et à renouveler.' },
    ],
  },
  {
    id: 'fiche',
    titre: 'Utiliser la fiche concession',
    resume: 'Lire une fiche : concession, défunts, contacts, travaux.',
    start: 'fiche',
    pages: FICHE,
    steps: [
      intro('La fiche concession', 'Tout ce que l’on sait d’un emplacement, sur une seule page.'),
      { target: { role: 'heading', name: /.+/ }, title: 'L’emplacement', description: 'Le carré, l’allée et le numéro de l’emplacement, avec l’état de la concession.' },
      { target: { role: 'button', name: 'Historique' }, title: 'L’historique', description: 'Qui a modifié quoi, et quand.' },
      { target: { role: 'button', name: 'Exporter (PDF)' }, title: 'Exporter la fiche', description: 'Une fiche PDF à imprimer ou à envoyer, faite sur l’appareil.' },
      { target: { role: 'heading', name: 'Défunts' }, title: 'Les défunts', description: 'Les personnes inhumées, avec leurs dates.' },
      { target: { role: 'heading', name: 'Travaux' }, title: 'Les travaux', description: 'Les travaux déclarés sur l’emplacement et leur état.' },
    ],
  },
  {
    id: 'creer-concession',
    titre: 'Créer une concession',
    resume: 'Attribuer un emplacement libre.',
    start: '/concessions',
    pages: /^\/concessions$/,
    steps: [
      intro('Créer une concession', 'Choisissez un emplacement libre, puis renseignez la concession sur sa fiche.'),
      { target: { role: 'button', name: 'Ajouter une concession' }, title: 'Ajouter une concession', description: 'Cliquez sur ce bouton.', advance: 'click' },
      { target: { role: 'dialog', name: 'Ajouter une concession' }, title: 'Choisir l’emplacement', description: 'Choisissez un emplacement libre puis « Continuer » : sa fiche s’ouvre avec le bouton « Attribuer l’emplacement ».' },
    ],
  },
  {
    id: 'editer-emplacement',
    titre: 'Éditer un emplacement',
    resume: 'Corriger le carré, l’allée, le numéro ou la surface.',
    start: 'fiche',
    pages: FICHE,
    steps: [
      intro('Éditer un emplacement', 'Corrigez la position ou la surface d’un emplacement.'),
      { target: { role: 'button', name: 'Éditer emplacement' }, title: 'Éditer', description: 'Cliquez sur « Éditer emplacement ».', advance: 'click' },
      { target: { role: 'dialog', name: /emplacement/i }, title: 'Le formulaire', description: 'Modifiez les champs puis enregistrez ; la modification est envoyée au serveur dès que le réseau le permet.' },
    ],
  },
  {
    id: 'travaux',
    titre: 'Ajouter des travaux',
    resume: 'Déclarer des travaux sur un emplacement.',
    start: 'fiche',
    pages: FICHE,
    needs: 'concession',
    steps: [
      intro('Ajouter des travaux', 'Déclarez les travaux d’un marbrier ou de la commune.'),
      { target: { role: 'heading', name: 'Travaux' }, title: 'Les travaux', description: 'Les travaux de l’emplacement sont listés ici.' },
      { target: { role: 'button', name: 'Ajouter des travaux' }, title: 'Ajouter', description: 'Cliquez sur « Ajouter des travaux ».', advance: 'click' },
      { target: { role: 'dialog', name: 'Ajouter des travaux' }, title: 'Le formulaire', description: 'Renseignez la nature, l’entreprise et les dates, puis validez.' },
    ],
  },
  {
    id: 'concessionnaires',
    titre: 'Gérer les concessionnaires',
    resume: 'Ajouter ou modifier les contacts d’une concession.',
    start: 'fiche',
    pages: FICHE,
    needs: 'concessionnaires',
    steps: [
      intro('Les concessionnaires', 'Le concessionnaire, les co-concessionnaires, les ayants droit et les contacts.'),
      { target: { role: 'heading', name: 'Contacts' }, title: 'Les contacts', description: 'Les personnes liées à la concession, avec leur rôle.' },
      { target: { role: 'button', name: 'Ajouter un contact' }, title: 'Ajouter', description: 'Cliquez sur « Ajouter un contact ».', advance: 'click' },
      { target: { role: 'dialog', name: 'Ajouter un contact' }, title: 'Le contact', description: 'Choisissez son type (concessionnaire, ayant droit…), puis son nom et ses coordonnées.' },
    ],
  },
  {
    id: 'defunt',
    titre: 'Ajouter un défunt',
    resume: 'Enregistrer une inhumation.',
    start: 'fiche',
    pages: FICHE,
    needs: 'concession',
    steps: [
      intro('Ajouter un défunt', 'Enregistrez une inhumation sur la fiche de l’emplacement.'),
      { target: { role: 'heading', name: 'Défunts' }, title: 'Les défunts', description: 'Les personnes inhumées dans cet emplacement.' },
      { target: { role: 'button', name: 'Ajouter un défunt' }, title: 'Ajouter', description: 'Cliquez sur « Ajouter un défunt ».', advance: 'click' },
      { target: { role: 'dialog', name: /défunt/i }, title: 'L’assistant', description: 'Répondez aux questions dans l’ordre : civilité, identité, dates, puis l’opération.' },
    ],
  },
  {
    id: 'compte',
    titre: 'Gestion du compte',
    resume: 'Mairie, cimetière, sécurité et notifications.',
    start: '/gestion-compte',
    pages: /^\/gestion-compte$/,
    steps: [
      intro('Gérer mon compte', 'Les réglages de la mairie et du cimetière.'),
      { target: { role: 'tab', name: 'Infos mairie' }, title: 'La mairie', description: 'Adresse, maire, signature et blason, repris dans les documents.' },
      { target: { role: 'tab', name: 'Infos cimetière' }, title: 'Le cimetière', description: 'Horaires, plan, règlement et tarifs.' },
      { target: { role: 'tab', name: 'Sécurité' }, title: 'La sécurité', description: 'Changer votre mot de passe.' },
      { target: { role: 'tab', name: 'Notifications' }, title: 'Les notifications', description: 'Choisir les notifications reçues pour ce cimetière.' },
    ],
  },
  {
    id: 'tarifs',
    titre: 'Ajouter des tarifs',
    resume: 'Enregistrer les tarifs votés par le conseil municipal.',
    start: '/gestion-compte',
    pages: /^\/gestion-compte$/,
    steps: [
      intro('Les tarifs', 'Les prix des concessions, tels que le conseil municipal les a votés.'),
      { target: { role: 'tab', name: 'Infos cimetière' }, title: 'Infos cimetière', description: 'Cliquez sur l’onglet « Infos cimetière ».', advance: 'click' },
      { target: { role: 'form', name: 'Formulaire de tarif' }, title: 'Le formulaire', description: 'Type, durée, surface, prix d’attribution et de renouvellement, et la date d’application de la délibération.' },
      { target: { role: 'heading', name: 'Tarifs en vigueur' }, title: 'Les tarifs en vigueur', description: 'Le tarif le plus récent pour un même type, une même durée et une même surface s’applique.' },
    ],
  },
  {
    id: 'aide',
    titre: 'Centre d’aide',
    resume: 'Lexique, tutoriels, questions fréquentes, conseiller.',
    start: '/aide',
    pages: /^\/aide/,
    steps: [
      intro('Le centre d’aide', 'Tout ce qu’il faut pour apprendre l’application seul.'),
      { target: { role: 'tab', name: 'Lexique' }, title: 'Le lexique', description: 'Les mots du droit funéraire, de A à Z.' },
      { target: { role: 'textbox', name: 'Rechercher dans le lexique' }, title: 'Rechercher un mot', description: 'Tapez un mot : la liste se filtre.' },
      { target: { role: 'tab', name: 'Tutoriels' }, title: 'Les tutoriels', description: 'Chaque tutoriel vous guide pas à pas sur l’écran concerné.' },
      { target: { role: 'tab', name: 'FAQ' }, title: 'Les questions fréquentes', description: 'Les réponses aux questions courantes, avec l’article de loi.' },
      { target: { role: 'tab', name: 'Contacter un conseiller' }, title: 'Un conseiller', description: 'Le numéro et les horaires de notre équipe.' },
    ],
  },
];

/** The tutorials offered in the assistant for a page. */
export function tutorialsForPath(pathname: string): Tutorial[] {
  return TUTORIALS.filter((t) => t.pages.test(pathname));
}

export function tutorialById(id: string): Tutorial | undefined {
  return id === WELCOME_TOUR.id ? WELCOME_TOUR : TUTORIALS.find((t) => t.id === id);
}
