import { useCallback } from 'react';
import type { ProcedureKind } from '../../domain/constants/procedures';
import type { DeedInput } from '../../domain/documents/acteConcession';
import type { DocumentContent } from '../../domain/documents/content';
import { procedureDocumentContent, stepDocument } from '../../domain/documents/procedureDocuments';
import type { Procedure } from '../../domain/entities/procedure';
import { procedureDef, recordStep, type EngineContext, type StepPhase } from '../../domain/procedures';
import { plotLabel } from '../../domain/rules/labels';
import { getReplica } from '../../replica/db';
import { discardUnlinkedMedia, getMediaBlob, storeMedia } from '../../replica/media';
import { documentsOfLocation } from '../../replica/queries/documents';
import { useEnqueue, useEspaceId } from '../../replica/useEnqueue';
import { uuidv7 } from '../../replica/uuidv7';
import { renderDocumentsPdf } from '../fiche/documents/renderPdf';
import { findTemplate } from '../../domain/templates/defaults';
import { templateDocuments } from '../../domain/templates/generate';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import { useTemplates } from '../modeles/useTemplates';
import { useDocumentFacts } from '../fiche/documents/useDocumentFacts';
import { withMairie } from '../../domain/documents/mairie';
import { stepDocumentHashes } from '../../domain/documents/procedureFile';
import { documentToReplace } from '../../domain/documents/replacement';

export interface StepSubmission {
  procedure: Procedure;
  /** The procedure is not started yet: the step starts it (procedure.start). */
  draft: boolean;
  etape: number;
  phase: StepPhase | null;
  /** The parsed fields, the validation box ticked. */
  champs: Record<string, unknown>;
  ctx: EngineContext;
  /** Files the form made (the signatures drawn on a PV), stored on the device once the engine agrees. */
  files?: readonly Blob[];
  /** Mutations linking the form's media (photos, signatures), enqueued after the files, before the document. */
  links?: ReadonlyArray<{ name: string; args: Record<string, unknown> }>;
  /** The step's document when the form draws its own (the PV with its pictures), instead of the built-in one. */
  document?: (deed: DeedInput) => DocumentContent;
}


async function imageBytes(db: ReturnType<typeof getReplica>, sha256: string): Promise<Uint8Array | null> {
  const blob = await getMediaBlob(db, sha256);
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Records a procedure step from its form, offline (DESIGN §5, §8): the engine's verdict first, on the replica's
 * rows, so a refused step leaves nothing behind; then the step's document, drawn as a PDF on the device,
 * stored by hash and linked to the concession (document.create, while the concession is still current: a
 * rétrocession or a reprise ends it); then the step itself, naming the document, so 'Documents' finds it. A
 * step refused by the outbox's own check takes its document back. A form that makes files (the PV drawn up at
 * the grave, issue 12) hands them with their links and its own document, whose pictures come from the
 * replica's blobs. Returns the French refusal, or null.
 */
export function useRecordStep(kind: ProcedureKind): (s: StepSubmission) => Promise<string | null> {
  const enqueue = useEnqueue();
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const { templates } = useTemplates(espaceId);
  return useCallback(
    async (s) => {
      const def = procedureDef(kind);
      if (!def || !espaceId) return "Cette procédure n'est pas encore disponible dans l'application.";
      const input = { etape: s.etape, phase: s.phase, champs: s.champs };
      const verdict = recordStep(def, s.procedure, input, s.ctx);
      if (!verdict.ok) return verdict.error;

      const db = getReplica(espaceId);
      const location = s.ctx.location;
      const found = stepDocument(kind, s.etape);
      // A step in phases produces its document at one phase only (a posting certificate once the posting ended).
      const spec = found && (!found.phase || found.phase === s.phase) ? found : null;
      let documentId: string | null = null;
      let sha: string | null = null;
      const champs = { ...s.champs };
      try {
        for (const file of s.files ?? []) await storeMedia(db, file);
        for (const link of s.links ?? []) await enqueue(link);
        if ((spec || s.document) && location && s.ctx.emplacement) {
          const deed: DeedInput = {
            location, emplacement: s.ctx.emplacement, contacts: s.ctx.contacts, occupants: s.ctx.occupants, espace: facts.espace, commune: facts.commune, today: s.ctx.today,
          };
          const target = s.ctx.targets[String(verdict.procedure.data['ossuaireEmplacementId'] ?? verdict.procedure.data['jardinEmplacementId'] ?? '')];
          const recorded = verdict.procedure.etapes.find((e) => e.etape === s.etape)?.champs ?? {};
          const values = { ...verdict.procedure.data, ...champs, ...recorded, regime: verdict.procedure.regime, destinationLabel: target ? `${target.location?.famille ?? ''} ${plotLabel(target.emplacement)}`.trim() : null };
          // Every step document comes from the municipality's template (issue 17; a letter: one per holder), but
          // a form that draws its own (the PV with its pictures) and a template the town hall switched off.
          const template = !s.document && spec ? findTemplate(templates, spec.slug) : null;
          const contents = template
            ? templateDocuments(template, { ...deed, mairie: facts.mairie?.mairie ?? null, procedure: { kind, etape: s.etape, values, regime: verdict.procedure.regime } }, facts.mairie, sanitizeHtml)
            : [s.document ? s.document(deed) : procedureDocumentContent(kind, s.etape, deed, values)].flatMap((built) => (built ? [withMairie(built, facts.mairie)] : []));
          const [content] = contents;
          if (content) {
            sha = (await storeMedia(db, await renderDocumentsPdf(contents, (hash) => imageBytes(db, hash)))).sha256;
            documentId = uuidv7();
            // A step done again (a PV redone) replaces the document its former record named (issue 28).
            const former = stepDocumentHashes(s.procedure.etapes.find((e) => e.etape === s.etape)?.champs ?? {});
            const replaced = former.length > 0 ? documentToReplace(await documentsOfLocation(db, location.id), { locationId: location.id, slug: content.slug }, former) : null;
            await enqueue({ name: 'document.create', args: { id: documentId, locationId: location.id, nom: content.title, description: null, mediaSha256: sha, slug: content.slug, date: s.ctx.today, remplace: replaced?.id ?? null } });
            champs['documents'] = [sha];
          }
        }
        if (s.draft) {
          await enqueue({ name: 'procedure.start', args: { id: uuidv7(), kind, emplacementId: s.procedure.emplacementId, locationId: s.procedure.locationId, etape: input.phase ? { ...input, champs } : { etape: s.etape, phase: null, champs }, notificationId: uuidv7() } });
        } else {
          await enqueue({ name: 'procedure.recordStep', args: { id: s.procedure.id, etape: s.etape, phase: s.phase, champs, notificationId: uuidv7() } });
        }
        return null;
      } catch (error) {
        if (documentId) await enqueue({ name: 'document.delete', args: { id: documentId } }).catch(() => undefined);
        if (sha) await discardUnlinkedMedia(db, sha);
        return message(error);
      }
    },
    [kind, espaceId, enqueue, facts.espace, facts.commune, facts.mairie, templates],
  );
}
