import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAQ_TYPES, faqForType } from '../../src/domain/aide/faq';
import { searchGlossary, sortGlossary } from '../../src/domain/aide/glossary';
import { listFaq, listLexique } from '../aide/aide.repository';
import { requireAuth } from '../http/authenticate';

const lexiqueQuery = z.object({
  'order[titre]': z.enum(['asc', 'desc'], { error: 'Ordre invalide : asc ou desc.' }).optional(),
  titre: z.string({ error: 'Texte de recherche invalide.' }).max(200, { error: 'Texte de recherche trop long (200 caractères au plus).' }).optional(),
});

const faqQuery = z.object({
  typeEspace: z.enum(FAQ_TYPES, { error: `Type de cimetière invalide : ${FAQ_TYPES.join(', ')}.` }).optional(),
});

/**
 * The help centre's content (spec 002 §7 "Help and first connection"): GET /lexiques (alphabetical, or the
 * search of the assistant with ?titre=) and GET /faqs (?typeEspace= gives the general answers and those of
 * that type of cemetery). Reference text, the same for every town; any signed-in user reads it.
 */
export const aideRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preHandler', requireAuth);

  app.get('/lexiques', { schema: { querystring: lexiqueQuery } }, async (request) => {
    const all = await listLexique(db);
    const { titre } = request.query;
    if (titre !== undefined && titre.trim() !== '') return searchGlossary(all, titre);
    const sorted = sortGlossary(all);
    return request.query['order[titre]'] === 'desc' ? sorted.reverse() : sorted;
  });

  app.get('/faqs', { schema: { querystring: faqQuery } }, async (request) => {
    const all = await listFaq(db);
    const { typeEspace } = request.query;
    return typeEspace ? faqForType(all, typeEspace) : all;
  });
};
