import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { faqTypeOfPostcode } from '../../domain/aide/faq';
import { useEspaceRow } from '../../replica/queries/plan';
import { useEspaceId } from '../../replica/useEnqueue';
import { useAideContent } from './aideContent';
import { ConseillerTab } from './ConseillerTab';
import { FaqTab } from './FaqTab';
import { LexiqueTab } from './LexiqueTab';
import { TutorielsTab } from './TutorielsTab';
import { useState } from 'react';
import { LoadingIndicator } from '../shared/LoadingIndicator';

const TABS = [
  ['lexique', 'Lexique'],
  ['tutoriels', 'Tutoriels'],
  ['faq', 'FAQ'],
  ['conseiller', 'Contacter un conseiller'],
] as const;
type TabId = (typeof TABS)[number][0];

/**
 * /aide and /aide/{mot} (spec 002 §2 CENTRE D'AIDE): Lexique, Tutoriels, FAQ, Contacter un conseiller. The
 * content is the server's, kept on the device for offline reading (aideContent.ts).
 */
export function AidePage() {
  const { mot } = useParams();
  const navigate = useNavigate();
  const content = useAideContent();
  const espace = useEspaceRow(useEspaceId());
  const [tab, setTab] = useState<TabId>('lexique');
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1}>CENTRE D'AIDE</Title>
      <Tabs
        value={mot ? 'lexique' : tab}
        onChange={(v) => {
          if (mot) navigate('/aide');
          setTab((v as TabId | null) ?? 'lexique');
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map(([id, label]) => (
            <Tabs.Tab key={id} value={id} fz="lg" mih={44}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="lexique" pt="md">
          {content === undefined ? <LoadingIndicator label="Chargement du lexique" /> : content ? <LexiqueTab entries={content.lexique} mot={mot} /> : <Unavailable />}
        </Tabs.Panel>
        <Tabs.Panel value="tutoriels" pt="md">
          <TutorielsTab />
        </Tabs.Panel>
        <Tabs.Panel value="faq" pt="md">
          {content === undefined ? <LoadingIndicator label="Chargement des questions" /> : content ? <FaqTab entries={content.faq} defaultType={faqTypeOfPostcode(espace?.codePostal)} /> : <Unavailable />}
        </Tabs.Panel>
        <Tabs.Panel value="conseiller" pt="md">
          <ConseillerTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Unavailable() {
  return <Text>Le lexique et les questions fréquentes seront disponibles hors connexion après une première ouverture en ligne.</Text>;
}
