import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { concessionStatus, countPresent } from '../../domain/rules/concessionStatus';
import type { FicheData } from '../../replica/queries/fiche';
import { parisDate } from '../../domain/parisTime';
import { ConcessionDetails } from './concession/ConcessionDetails';
import { ConcessionSelects } from './concession/ConcessionSelects';
import { PerilBox } from './concession/PerilBox';
import { isPeril } from '../../domain/rules/peril';
import { ContactsCarousel } from './concession/ContactsCarousel';
import { ExclusList } from './concession/ExclusList';
import { AyantsDroitSection } from './ayantsDroit/AyantsDroitSection';
import { DocumentsList } from './concession/DocumentsList';
import { RegistreLink } from './documents/RegistreLink';
import { DefuntsSection } from './defunts/DefuntsSection';
import { FicheHeader } from './FicheHeader';
import { ficheVariant } from './ficheVariant';
import { PhotosSection } from './photos/PhotosSection';
import { ProceduresPanel } from './ProceduresPanel';
import { RoundBar } from './round/RoundBar';
import { PvConstatButton } from '../procedures/pv/PvConstatButton';
import { AUCUNE_PROCEDURE } from './messages';
import { TravauxSection } from './travaux/TravauxSection';
import { useCanWrite } from './useFicheActions';

/**
 * The plot sheet and its variants (spec 001 §2): free plot, Jardin du souvenir / Ossuaire, Terrain commun /
 * Caveau, and the full sheet for the granted types. An archived sheet is read-only.
 */
export function FicheView({ fiche, archived }: { fiche: FicheData; archived: boolean }) {
  const roleWrite = useCanWrite();
  const writable = roleWrite && !archived;
  const today = parisDate(new Date());
  const variant = ficheVariant(fiche.location);
  const present = countPresent(fiche.occupants);
  const status = concessionStatus({ location: fiche.location, occupantsPresents: present, procedures: fiche.procedures, today });
  const location = fiche.location;
  return (
    <Stack gap="md" maw={1280}>
      <FicheHeader fiche={fiche} status={status} archived={archived} writable={writable} roleWrite={roleWrite} />
      {/* The survey round (issue 29): previous and next plot, what this sheet misses, the round going on. */}
      {!archived && <RoundBar fiche={fiche} />}
      {archived && <Alert color="gray">Concession archivée : consultation seule.</Alert>}
      {!archived && location && <PvConstatButton emplacementId={fiche.emplacement.id} inline />}
      {location && variant !== 'libre' && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ConcessionDetails location={location} variant={variant} present={present} today={today} procedures={fiche.procedures} />
          {variant === 'complete' && <ConcessionSelects location={location} writable={writable} />}
          {variant === 'equipement' && (
            <Paper withBorder p="md">
              <Text fw={700}>Registre</Text>
              <Text>{AUCUNE_PROCEDURE}</Text>
              <RegistreLink fiche={fiche} />
            </Paper>
          )}
        </SimpleGrid>
      )}
      {!archived && location && variant === 'complete' && isPeril(location.etatAbandon) && <PerilBox fiche={fiche} writable={writable} today={today} />}
      {location && variant === 'complete' && <PhotosSection fiche={fiche} writable={writable} />}
      {location && <DefuntsSection fiche={fiche} writable={writable} />}
      {location && variant !== 'equipement' && <ContactsCarousel contacts={fiche.contacts} locationId={location.id} writable={writable} />}
      {location && variant === 'complete' && <AyantsDroitSection contacts={fiche.contacts} locationId={location.id} writable={writable} />}
      {location && variant === 'complete' && <ExclusList location={location} writable={writable} />}
      {location && variant !== 'libre' && <DocumentsList fiche={fiche} />}
      {!archived && variant !== 'libre' && variant !== 'equipement' && <ProceduresPanel fiche={fiche} today={today} />}
      <TravauxSection fiche={fiche} writable={writable} today={today} />
    </Stack>
  );
}
