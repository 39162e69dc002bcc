import type { FastifyInstance } from 'fastify';
import { registerApiNotFound } from '../http/errorHandler';
import { authRoutes } from './auth.routes';
import { usersRoutes } from './users.routes';
import { syncRoutes } from './sync.routes';
import { mediaRoutes } from './media.routes';
import { planRoutes } from './plan.routes';
import { historyRoutes } from './history.routes';
import { mairieRoutes } from './mairie.routes';
import { notificationsRoutes } from './notifications.routes';
import { restoreRoutes } from './restore.routes';
import { templatesRoutes } from './templates.routes';
import { aideRoutes } from './aide.routes';
import { adminUsersRoutes } from './adminUsers.routes';
import { calendrierRoutes } from './calendrier.routes';
import { importRoutes } from './import.routes';
import { fournisseurRoutes } from './fournisseur.routes';
import { newSpaceRoutes } from './newSpace.routes';
import { gisImportRoutes } from './gisImport.routes';
import { deedsImportRoutes } from './deedsImport.routes';
import { openCimetiereImportRoutes } from './openCimetiereImport.routes';
import { importReportsRoutes } from './importReports.routes';

/** Every /api route plugin, registered inside the /api prefix of buildApp. Add yours to the list. */
export async function registerRoutes(api: FastifyInstance): Promise<void> {
  registerApiNotFound(api);
  await api.register(authRoutes);
  await api.register(usersRoutes);
  await api.register(syncRoutes);
  await api.register(mediaRoutes);
  await api.register(planRoutes);
  await api.register(historyRoutes);
  await api.register(mairieRoutes);
  await api.register(notificationsRoutes);
  await api.register(restoreRoutes);
  await api.register(templatesRoutes);
  await api.register(aideRoutes);
  await api.register(adminUsersRoutes);
  await api.register(calendrierRoutes);
  await api.register(importRoutes);
  await api.register(fournisseurRoutes);
  await api.register(newSpaceRoutes);
  await api.register(gisImportRoutes);
  await api.register(deedsImportRoutes);
  await api.register(openCimetiereImportRoutes);
  await api.register(importReportsRoutes);
}
