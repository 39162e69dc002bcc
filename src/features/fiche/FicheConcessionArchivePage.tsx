import { ScreenStub } from '../shared/ScreenStub';

export function FicheConcessionArchivePage() {
  return <ScreenStub title="CONCESSION ARCHIVÉE">Fiche d'une concession archivée de cet emplacement, en lecture seule.</ScreenStub>;
}
