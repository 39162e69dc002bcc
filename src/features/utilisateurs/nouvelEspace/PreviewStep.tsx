import { List, Stack, Text, Title } from '@mantine/core';
import { CIVILITE_LABELS } from '../../../domain/constants/contacts';
import { ROLE_LABELS } from '../../../domain/roles';
import { WIZARD_OPTIONS } from '../../../domain/users/newSpace';
import { formatFrDate } from '../../../domain/dates';
import { uploadOrder, uploadTitle } from '../../../domain/users/newSpaceFiles';
import { fileNamesOf, type WizardState } from './wizardState';

/** The preview before 'Valider' (spec 000 §2.12 'Vérification Validation'). */
export function PreviewStep({ state, communeOfExisting }: { state: WizardState; communeOfExisting: string | null }) {
  const files = uploadOrder(fileNamesOf(state));
  const options = WIZARD_OPTIONS.filter((o) => state.abonnement.options.includes(o.key)).map((o) => o.label);
  return (
    <Stack gap="sm" aria-label="Prévisualisation">
      <Title order={3}>Utilisateur(s)</Title>
      <List>
        {state.utilisateurs.map((u, i) => (
          <List.Item key={i}>{`${u.username} — ${CIVILITE_LABELS[u.civilite]} ${u.prenom} ${u.nom}`.trim()} ({ROLE_LABELS[u.role]})</List.Item>
        ))}
      </List>
      <Title order={3}>Mairie</Title>
      {state.mode === 'existante' ? (
        <Text>Mairie existante : {communeOfExisting ?? '—'}</Text>
      ) : (
        <Text>
          {state.mairie.commune}
          {state.mairie.codePostal ? ` (${state.mairie.codePostal})` : ''}
          {state.maire.nom ? ` — maire : ${CIVILITE_LABELS[state.maire.civilite]} ${state.maire.prenom} ${state.maire.nom}` : ''}
        </Text>
      )}
      <Title order={3}>Cimetière(s)</Title>
      <List>
        {state.espaces.map((e, i) => (
          <List.Item key={i}>{`${e.nom}${e.ville ? `, ${e.ville}` : ''} — ${e.actif ? 'actif' : 'inactif'}${e.planName ? ` — plan : ${e.planName}` : ''}`}</List.Item>
        ))}
      </List>
      <Title order={3}>Fichiers</Title>
      {files.length ? (
        <List>
          {files.map((f) => (
            <List.Item key={f.key}>{uploadTitle(f, state.espaces.map((e) => e.nom))}</List.Item>
          ))}
        </List>
      ) : (
        <Text>Aucun fichier : ils pourront être ajoutés dans Infos mairie et Infos cimetière.</Text>
      )}
      {state.mode === 'nouvelle' ? (
        <>
          <Title order={3}>Abonnement</Title>
          <Text>{`À partir du ${formatFrDate(state.abonnement.dateDebut)}${options.length ? ` — ${options.join(', ')}` : ''}`}</Text>
        </>
      ) : null}
    </Stack>
  );
}
