// Domain modules register here, one line each, so a new module cannot be half-wired.
import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics/routes';
import { contactRoutes } from './contacts/routes';
import { redirectRoutes } from './redirects/routes';
import { userRoutes } from './users/routes';

export const modules: FastifyPluginAsync = async (app) => {
  // Catalogue, editor, media, pages and public site modules are added by later issues.
  await app.register(userRoutes);
  await app.register(redirectRoutes);
  await app.register(analyticsRoutes);
  await app.register(contactRoutes);
};
