import { SimpleGrid } from '@mantine/core';
import type { FicheData } from '../../../replica/queries/fiche';
import { MailArchivesSection } from '../../mail/MailArchivesSection';
import { DocumentsSection } from '../documents/DocumentsSection';

/** Documents of the concession and the e-mails sent about it (spec 001 §2 full sheet). */
export function DocumentsList({ fiche }: { fiche: FicheData }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <DocumentsSection fiche={fiche} />
      <MailArchivesSection fiche={fiche} />
    </SimpleGrid>
  );
}
