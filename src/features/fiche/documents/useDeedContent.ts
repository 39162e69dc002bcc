import { useCallback } from 'react';
import type { DeedInput } from '../../../domain/documents/acteConcession';
import type { DocumentContent } from '../../../domain/documents/content';
import { deedContent, type DeedKind } from '../../../domain/templates/deeds';
import { sanitizeHtml } from '../../../platform/sanitizeHtml';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useTemplates } from '../../modeles/useTemplates';
import { useDocumentFacts } from './useDocumentFacts';

/** The deed or titre de recette of a concession from the town hall's templates (src/domain/templates/deeds.ts), offline. */
export function useDeedContent(): (kind: DeedKind, input: DeedInput) => DocumentContent {
  const espaceId = useEspaceId();
  const { mairie } = useDocumentFacts();
  const { templates } = useTemplates(espaceId);
  return useCallback((kind, input) => deedContent(kind, input, templates, mairie, sanitizeHtml), [templates, mairie]);
}
