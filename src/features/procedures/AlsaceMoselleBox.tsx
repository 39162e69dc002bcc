import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LEGAL_ARTICLES, legifranceUrl } from '../../domain/aide/articles';
import type { Location } from '../../domain/entities/location';
import { ARTICLE_ALSACE_MOSELLE, localLawOf, type LocalLaw } from '../../domain/law/alsaceMoselle';
import { alsaceMoselleNotice, type RepriseKind } from '../../domain/law/alsaceMoselleNotice';
import { useDocumentFacts } from '../fiche/documents/useDocumentFacts';

const ARTICLE = LEGAL_ARTICLES.find((a) => a.numero === ARTICLE_ALSACE_MOSELLE);

interface NoticeProps {
  law: LocalLaw;
  kind: RepriseKind;
  location: Pick<Location, 'dateOriginelle' | 'dateDebut'> | null;
}

/**
 * The information box of a reprise in a commune of Alsace-Moselle (issue 28; src/domain/law): what CGCT L2542-27
 * concerns, what to check before acting, the article on Légifrance. Shown also when the commune cannot be placed
 * (no postal code), never when it is placed elsewhere.
 */
export function AlsaceMoselleNotice({ law, kind, location }: NoticeProps) {
  const notice = alsaceMoselleNotice(law, kind, location);
  if (!notice) return null;
  return (
    <Alert color={law.statut === 'inconnu' ? 'yellow' : 'blue'} title={notice.titre} data-testid="alsace-moselle">
      <Stack gap="xs">
        {notice.lignes.map((l) => (
          <Text key={l}>{l}</Text>
        ))}
        <Text fw={700}>À vérifier avant d'agir :</Text>
        <List>
          {notice.verifier.map((v) => (
            <List.Item key={v}>{v}</List.Item>
          ))}
        </List>
        {ARTICLE && (
          <Anchor href={legifranceUrl(ARTICLE)} target="_blank" rel="noopener noreferrer" size="lg">
            Lire l'article {ARTICLE.numero} du CGCT sur Légifrance
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** The box on a reprise's screen, from the cemetery's and town hall's facts kept on the device (works offline). */
export function AlsaceMoselleBox({ kind, location }: Omit<NoticeProps, 'law'>) {
  const { espace, mairie, departementMairie } = useDocumentFacts();
  const codePostalCimetiere = espace?.codePostal ?? null;
  const codePostalMairie = mairie?.mairie.codePostal ?? null;
  const law = useMemo(() => localLawOf({ departementMairie, codePostalCimetiere, codePostalMairie }), [departementMairie, codePostalCimetiere, codePostalMairie]);
  return <AlsaceMoselleNotice law={law} kind={kind} location={location} />;
}
