import { describe, expect, it } from 'vitest';
import { AUTHOR_REFUSED_CODE, CHAIN_OTHER_USER_CODE, MSG_CHAIN_OTHER_USER } from '../../src/domain/mutations/chainOwner';
import { ApiError, NetworkError } from '../../src/platform/errors';
import { isChainTaken, isWholeRefusal, wholeRefusalReason } from '../../src/replica/sync/pushRefusal';

/**
 * Issue 27: which answers to a push are refusals of what it carries (the worker halves the batch and refuses
 * the one mutation left with the reason below), which one is the chain of another user (a new chain), and
 * which are failures of the moment, retried with the backoff.
 */
describe('what an answer to a push means for the queue', () => {
  it.each([
    [new ApiError(400, 'Requête invalide : vérifiez les champs envoyés.'), true, false],
    [new ApiError(413, 'Fichier ou requête trop volumineux (20 Mo au maximum).'), true, false],
    [new ApiError(403, MSG_CHAIN_OTHER_USER, { code: CHAIN_OTHER_USER_CODE }), false, true],
    // An older server said it in words only.
    [new ApiError(403, MSG_CHAIN_OTHER_USER), false, true],
    // A mutation's author refused (another user's change, a take-over by a former administrator): what it carries.
    [new ApiError(403, 'Ces modifications ont été faites par un autre utilisateur.', { code: AUTHOR_REFUSED_CODE }), true, false],
    // A 403 about the caller (a role, an impersonation): retried, never split into the conflicts.
    [new ApiError(403, 'Ces modifications ont été faites par un autre utilisateur.'), false, false],
    [new ApiError(403, "Vous n'avez pas les droits nécessaires pour cette action."), false, false],
    [new ApiError(409, 'Des modifications de cet appareil manquent.'), false, false],
    [new ApiError(429, 'Trop de requêtes, veuillez patienter.'), false, false],
    [new ApiError(500, 'Erreur interne du serveur.'), false, false],
    [new ApiError(503, 'Un import est en cours dans ce cimetière.'), false, false],
    [new NetworkError(), false, false],
  ])('%s: whole refusal %s, chain of another user %s', (error, whole, chain) => {
    expect(isWholeRefusal(error)).toBe(whole);
    expect(isChainTaken(error)).toBe(chain);
  });

  it.each([
    [new ApiError(400, 'Requête invalide : vérifiez les champs envoyés.', [{ champ: 'mutations.0.createdAt', message: 'Date de création invalide.' }]), 'Requête invalide : vérifiez les champs envoyés (createdAt : Date de création invalide.)'],
    [
      new ApiError(400, 'Requête invalide : vérifiez les champs envoyés.', [
        { champ: 'mutations.0.seq', message: 'Numéro de séquence invalide.' },
        { champ: 'mutations.0', message: 'Modification invalide.' },
      ]),
      'Requête invalide : vérifiez les champs envoyés (seq : Numéro de séquence invalide. ; Modification invalide.)',
    ],
    // The text guard names the field its own way.
    [new ApiError(400, 'Texte invalide : caractère incomplet (emoji coupé ?) dans « mutations[0].name ».', [{ champ: 'mutations[0].name', message: 'Texte invalide : caractère incomplet (emoji coupé ?).' }]), 'Texte invalide : caractère incomplet (emoji coupé ?) dans « mutations[0].name » (name : Texte invalide : caractère incomplet (emoji coupé ?).)'],
    [new ApiError(400, "Requête invalide : le corps n'est pas un JSON valide."), "Requête invalide : le corps n'est pas un JSON valide."],
    [new ApiError(400, 'Requête invalide.', [{ champ: 'x' }, 'y', null]), 'Requête invalide.'],
    [new ApiError(413, 'Le fichier envoyé est trop volumineux.'), 'Modification trop volumineuse pour être envoyée au serveur. Le fichier envoyé est trop volumineux.'],
  ])('the reason shown to the author of a change refused alone (%#)', (error, reason) => {
    expect(wholeRefusalReason(error)).toBe(reason);
  });
});
