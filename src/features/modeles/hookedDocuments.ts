import type { DocumentContent } from '../../domain/documents/content';
import type { MairieFacts } from '../../domain/documents/mairie';
import type { Contact } from '../../domain/entities/contact';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Espace } from '../../domain/entities/espace';
import type { Location } from '../../domain/entities/location';
import type { Occupant } from '../../domain/entities/occupant';
import { documentHookFirings, type DocumentHookFiring } from '../../domain/templates/documentHooks';
import { templateDocuments } from '../../domain/templates/generate';
import type { HtmlSanitizer } from '../../domain/templates/render';
import type { TemplateDocument } from '../../domain/templates/types';
import { enqueue } from '../../replica/enqueue';
import type { RecordedMutation } from '../../replica/events';
import { parisDate } from '../../domain/parisTime';
import { discardUnlinkedMedia, storeMedia } from '../../replica/media';
import { uuidv7 } from '../../replica/uuidv7';

/** What drawing a hooked document needs beyond the replica: the town's templates, its town hall, a PDF drawer. */
export interface HookedDocumentsDeps {
  templates(espaceId: string): Promise<readonly TemplateDocument[]>;
  townHall(): Promise<{ commune: string | null; mairie: MairieFacts | null }>;
  draw(contents: readonly DocumentContent[]): Promise<Blob>;
  sanitize: HtmlSanitizer;
}

/** A document drawn and linked, or the French reason it was not. */
export type HookedDocumentResult = { template: TemplateDocument; ok: true } | { template: TemplateDocument; ok: false; error: string };

const live = <T extends { deletedAt: string | null }>(rows: readonly unknown[]) => (rows as T[]).filter((r) => !r.deletedAt);

async function drawOne(recorded: RecordedMutation, firing: DocumentHookFiring<TemplateDocument>, deps: HookedDocumentsDeps): Promise<HookedDocumentResult> {
  const { db, entry } = recorded;
  const { template } = firing;
  const location = (await db.locations.get(firing.concessionId)) as unknown as Location | undefined;
  const emplacement = location ? ((await db.emplacements.get(location.emplacementId)) as unknown as Emplacement | undefined) : undefined;
  if (!location || !emplacement) return { template, ok: false, error: 'Concession introuvable sur cet appareil.' };
  const [contacts, occupants, espace, townHall] = await Promise.all([
    db.contacts.where('locationId').equals(location.id).toArray(),
    db.occupants.where('locationId').equals(location.id).toArray(),
    db.espaces.get(db.espaceId) as Promise<unknown>,
    deps.townHall(),
  ]);
  const e = espace as Espace | undefined;
  const contents = templateDocuments(
    template,
    {
      location,
      emplacement,
      contacts: live<Contact>(contacts),
      occupants: live<Occupant>(occupants),
      espace: e && !e.deletedAt ? { nom: e.nom, adresse: e.adresse, codePostal: e.codePostal, ville: e.ville } : null,
      commune: townHall.commune,
      mairie: townHall.mairie?.mairie ?? null,
      today: parisDate(new Date(entry.createdAt)),
    },
    townHall.mairie,
    deps.sanitize,
  );
  const { sha256 } = await storeMedia(db, await deps.draw(contents));
  try {
    await enqueue(
      db,
      { name: 'document.create', args: { id: uuidv7(), locationId: location.id, nom: template.nom, description: `Généré automatiquement (${firing.hook}).`, mediaSha256: sha256, slug: template.slug } },
      { actor: { userId: entry.actor.userId, roles: entry.actor.roles, name: entry.author.name } },
    );
    return { template, ok: true };
  } catch (error) {
    await discardUnlinkedMedia(db, sha256);
    return { template, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The post-record step of template hooks on the device (spec 002 §4 'Templates', issue 17): for a mutation this
 * device has just recorded, each active document template whose hook its writes name is drawn for the
 * concession (the one renderer, the town hall as kept on the device), stored by hash and linked by
 * `document.create`, which syncs like any document. It runs once, here, per recorded mutation: the server
 * does not draw PDFs and a replayed push records nothing new. A template that cannot be drawn is reported,
 * the others still are; the recorded mutation itself stays as it is.
 */
export async function addHookedDocuments(recorded: RecordedMutation, deps: HookedDocumentsDeps): Promise<HookedDocumentResult[]> {
  const templates = await deps.templates(recorded.db.espaceId);
  const results: HookedDocumentResult[] = [];
  for (const firing of documentHookFirings(templates, recorded.written)) {
    try {
      results.push(await drawOne(recorded, firing, deps));
    } catch (error) {
      results.push({ template: firing.template, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
