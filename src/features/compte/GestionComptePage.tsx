import { Stack, Tabs, Title } from '@mantine/core';
import { canWrite, isAdmin } from '../../domain/roles';
import { useEspaceRow } from '../../replica/queries/plan';
import { useActor, useEspaceId } from '../../replica/useEnqueue';
import { AbonnementTab } from './AbonnementTab';
import { InfosCimetiereTab } from './InfosCimetiereTab';
import { InfosMairieTab } from './InfosMairieTab';
import { NotificationsTab } from './NotificationsTab';
import { ParrainageTab } from './ParrainageTab';
import { SecuriteTab } from './SecuriteTab';
import { useMairie, useSocieteId } from './useMairie';

/** The six tabs of spec 000 §2.8, the first one the default; ids without spaces (they name aria-controls). */
const TABS = [
  ['mairie', 'Infos mairie'],
  ['cimetiere', 'Infos cimetière'],
  ['securite', 'Sécurité'],
  ['abonnement', 'Abonnement & options'],
  ['parrainage', 'Parrainage'],
  ['notifications', 'Notifications'],
] as const;

/**
 * /gestion-compte (spec 000 §2.8, 'manage my account'). The cemetery's data come from the replica and change
 * by mutations (offline, synced, in the history); the town hall and the subscription are the municipality's,
 * read and changed online (src/platform/mairie.ts), kept on the device for reading and for documents.
 */
export function GestionComptePage() {
  const espaceId = useEspaceId();
  const espace = useEspaceRow(espaceId);
  const roles = useActor()?.roles ?? [];
  const admin = isAdmin(roles);
  const writer = canWrite(roles);
  const societeId = useSocieteId();
  const { cached, error } = useMairie(societeId);
  return (
    <Stack gap="md">
      <Title order={1}>GÉRER MON COMPTE</Title>
      <Tabs defaultValue={TABS[0][0]} keepMounted={false}>
        <Tabs.List>
          {TABS.map(([id, label]) => (
            <Tabs.Tab key={id} value={id} fz="lg" mih={44}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="mairie" pt="md">
          {espaceId && societeId && cached !== undefined && <InfosMairieTab cached={cached} readError={error} admin={admin} espaceId={espaceId} societeId={societeId} />}
        </Tabs.Panel>
        <Tabs.Panel value="cimetiere" pt="md">
          {espace && <InfosCimetiereTab espace={espace} admin={admin} writer={writer} />}
        </Tabs.Panel>
        <Tabs.Panel value="securite" pt="md">
          <SecuriteTab />
        </Tabs.Panel>
        <Tabs.Panel value="abonnement" pt="md">
          <AbonnementTab abonnement={cached === undefined ? undefined : cached ? cached.mairie.abonnement : undefined} />
        </Tabs.Panel>
        <Tabs.Panel value="parrainage" pt="md">
          <ParrainageTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          {espace && <NotificationsTab espace={espace} writer={writer} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
