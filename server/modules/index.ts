// Domain modules register here, one line each, so a new module cannot be half-wired.
import type { FastifyPluginAsync } from 'fastify';
import { brandRoutes } from './brands/routes';
import { catalogueRoutes } from './catalogue/routes';
import { categoryRoutes } from './categories/routes';
import { documentRoutes } from './documents/routes';
import { imageRoutes } from './images/routes';
import { productRoutes } from './products/routes';
import { specRoutes } from './specs/routes';
import { tagRoutes } from './tags/routes';

export const modules: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(tagRoutes);
  await app.register(specRoutes);
  await app.register(brandRoutes);
  await app.register(documentRoutes);
  await app.register(productRoutes);
  await app.register(imageRoutes);
  await app.register(catalogueRoutes);
};
