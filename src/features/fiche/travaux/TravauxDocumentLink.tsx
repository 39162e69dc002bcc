import { Anchor, Text } from '@mantine/core';
import type { DocumentRow } from '../../../domain/entities/document';
import { usePhotoUrl } from '../../../replica/queries/photoUrl';
import { useEspaceId } from '../../../replica/useEnqueue';

/** The works' document: opens from the device's copy, fetched once from the server when another device added it. */
export function TravauxDocumentLink({ document }: { document: DocumentRow }) {
  const url = usePhotoUrl(useEspaceId(), document.mediaSha256);
  if (!url) return <Text size="sm">{document.nom}</Text>;
  return (
    <Anchor href={url} target="_blank" rel="noopener" download={document.nom} size="sm">
      {document.nom}
    </Anchor>
  );
}
