import type { Contact } from '../../domain/entities/contact';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Location } from '../../domain/entities/location';
import type { Occupant } from '../../domain/entities/occupant';
import type { TemplateFacts } from '../../domain/templates/values';
import type { DocumentFacts } from '../fiche/documents/useDocumentFacts';
import { getReplica } from '../../replica/db';
import { parisDate } from '../../domain/parisTime';

/** What a template is filled with for one concession, read from the replica (offline). Null for an unknown one. */
export async function concessionFacts(espaceId: string, locationId: string, facts: DocumentFacts): Promise<TemplateFacts | null> {
  const db = getReplica(espaceId);
  const location = (await db.locations.get(locationId)) as unknown as Location | undefined;
  if (!location || location.deletedAt) return null;
  const emplacement = (await db.emplacements.get(location.emplacementId)) as unknown as Emplacement | undefined;
  if (!emplacement) return null;
  const contacts = ((await db.contacts.where('locationId').equals(locationId).toArray()) as unknown as Contact[]).filter((c) => !c.deletedAt);
  const occupants = ((await db.occupants.where('locationId').equals(locationId).toArray()) as unknown as Occupant[]).filter((o) => !o.deletedAt);
  return { location, emplacement, contacts, occupants, espace: facts.espace, commune: facts.commune, mairie: facts.mairie?.mairie ?? null, today: parisDate(new Date()) };
}
