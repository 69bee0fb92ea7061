// Domain modules register here, one line each, so a new module cannot be half-wired.
import type { FastifyPluginAsync } from 'fastify';
import { brandRoutes } from './brands/routes';
import { categoryRoutes } from './categories/routes';
import { documentRoutes } from './documents/routes';
import { specRoutes } from './specs/routes';
import { tagRoutes } from './tags/routes';

export const modules: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(tagRoutes);
  await app.register(specRoutes);
  await app.register(brandRoutes);
  await app.register(documentRoutes);
};
