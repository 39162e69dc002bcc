import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { LEGAL_ARTICLES, legifranceUrl } from '../../../domain/aide/articles';
import { GUIDES } from '../../../domain/aide/guides';
import { FICHES, MODELES, type RessourceDoc, type RessourceGroupe } from '../../../domain/aide/ressources';
import { SCHEMAS } from '../../../domain/aide/schemas';
import { offerFile } from '../../../platform/download';
import { useReadyFile } from '../../listes/useReadyFile';
import { DOCX_MIME, ressourceDocx, ressourcePdf, schemaPdf } from './renderRessource';

function DocRow({ doc, onFile, word }: { doc: RessourceDoc; onFile: (bytes: Uint8Array, mime: string, name: string) => void; word: boolean }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py={4}>
      <Text fw={600} style={{ flex: '1 1 220px' }}>
        {doc.titre}
      </Text>
      <Group gap="xs">
        <Button size="md" variant="light" aria-label={`${doc.titre} (PDF)`} onClick={() => onFile(ressourcePdf(doc), 'application/pdf', `${doc.id}.pdf`)}>
          PDF
        </Button>
        {word && (
          <Button size="md" variant="light" aria-label={`${doc.titre} (Word)`} onClick={() => void ressourceDocx(doc).then((b) => onFile(b, DOCX_MIME, `${doc.id}.docx`))}>
            Word
          </Button>
        )}
      </Group>
    </Group>
  );
}

function Groups({ groups, word, onFile }: { groups: readonly RessourceGroupe[]; word: boolean; onFile: (bytes: Uint8Array, mime: string, name: string) => void }) {
  return (
    <Stack gap="md">
      {groups.map((g) => (
        <Paper key={g.titre} withBorder p="md">
          <Title order={3} fz="lg" mb="xs">
            {g.titre}
          </Title>
          {g.docs.map((d) => (
            <DocRow key={d.id} doc={d} word={word} onFile={onFile} />
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The resource library of the top bar (spec 002 §2): the regulations (the CGCT articles the product follows,
 * linked to their public text on Légifrance), the models in groups (PDF and Word), and the guides and
 * procedure sheets by topic. Every file is made on the device, so the library works offline.
 */
export function RessourcesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [ready, keep] = useReadyFile();
  const onFile = (bytes: Uint8Array, mime: string, name: string) => keep(offerFile(bytes, mime, name));
  return (
    <Modal opened={opened} onClose={onClose} title="Ressources" size="xl" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
      <Tabs defaultValue="reglementation" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reglementation" fz="lg" mih={44}>Réglementation</Tabs.Tab>
          <Tabs.Tab value="modeles" fz="lg" mih={44}>Modèles</Tabs.Tab>
          <Tabs.Tab value="fiches" fz="lg" mih={44}>Guides et fiches</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reglementation" pt="md">
          <Text mb="sm">Les textes du Code général des collectivités territoriales appliqués par le logiciel, sur Légifrance (connexion nécessaire).</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {LEGAL_ARTICLES.map((a) => (
              <Anchor key={a.numero} href={legifranceUrl(a)} target="_blank" rel="noopener noreferrer" py={6}>
                <Text span fw={700}>{a.code === 'CGCT' ? `Article ${a.numero} du CGCT` : `Article ${a.numero.replace('Code civil ', '')} du Code civil`}</Text>
                <Text span> — {a.objet}</Text>
              </Anchor>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="modeles" pt="md">
          <Groups groups={MODELES} word onFile={onFile} />
        </Tabs.Panel>
        <Tabs.Panel value="fiches" pt="md">
          <Stack gap="md">
            <Groups groups={[{ titre: 'Guides', docs: [...GUIDES] }]} word={false} onFile={onFile} />
            <Paper withBorder p="md">
              <Title order={3} fz="lg" mb="xs">
                Fiches schématiques
              </Title>
              {SCHEMAS.map((f) => (
                <Group key={f.id} justify="space-between" wrap="wrap" gap="xs" py={4}>
                  <Text fw={600} style={{ flex: '1 1 220px' }}>
                    {f.titre}
                  </Text>
                  <Button size="md" variant="light" aria-label={`${f.titre} (PDF)`} onClick={() => onFile(schemaPdf(f), 'application/pdf', `${f.id}.pdf`)}>
                    PDF
                  </Button>
                </Group>
              ))}
            </Paper>
            <Groups groups={FICHES} word={false} onFile={onFile} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {ready && !ready.started && (
        <Anchor href={ready.url} download={ready.fileName} size="lg" mt="md" display="block">
          Télécharger {ready.fileName}
        </Anchor>
      )}
    </Modal>
  );
}
