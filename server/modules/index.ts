// Domain modules register here, one line each, so a new module cannot be half-wired.
import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue/routes';
import { imageRoutes } from './images/routes';
import { productRoutes } from './products/routes';

export const modules: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(imageRoutes);
  await app.register(catalogueRoutes);
};
