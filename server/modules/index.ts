// Domain modules register here, one line each, so a new module cannot be half-wired.
import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics/routes';
import { auditRoutes } from './audit/routes';
import { backupRoutes } from './backups/routes';
import { brandRoutes } from './brands/routes';
import { catalogueRoutes } from './catalogue/routes';
import { categoryRoutes } from './categories/routes';
import { contactRoutes } from './contacts/routes';
import { datasheetRoutes } from './datasheet/routes';
import { documentRoutes } from './documents/routes';
import { draftRoutes } from './drafts/routes';
import { galleryRoutes } from './galleries/routes';
import { imageRoutes } from './images/routes';
import { mediaRoutes } from './media/routes';
import { pageRoutes } from './pages/routes';
import { productContentRoutes } from './product-content/routes';
import { productListRoutes } from './product-content/routes-lists';
import { productRoutes } from './products/routes';
import { redirectRoutes } from './redirects/routes';
import { revisionRoutes } from './revisions/routes';
import { searchRoutes } from './search/routes';
import { specRoutes } from './specs/routes';
import { tagRoutes } from './tags/routes';
import { transferRoutes } from './transfer/routes';
import { usageRoutes } from './usage/routes';
import { userRoutes } from './users/routes';

export const modules: FastifyPluginAsync = async (app) => {
  // Redirects first: their hook answers before anything else looks at a public path.
  await app.register(redirectRoutes);
  await app.register(userRoutes);
  await app.register(categoryRoutes);
  await app.register(tagRoutes);
  await app.register(specRoutes);
  await app.register(brandRoutes);
  await app.register(documentRoutes);
  // Before the products routes: /api/products/export must not be read as /api/products/:id.
  await app.register(transferRoutes);
  await app.register(productRoutes);
  await app.register(productContentRoutes);
  await app.register(productListRoutes);
  await app.register(imageRoutes);
  await app.register(catalogueRoutes);
  await app.register(datasheetRoutes);
  await app.register(searchRoutes);
  await app.register(analyticsRoutes);
  await app.register(contactRoutes);
  await app.register(mediaRoutes);
  await app.register(pageRoutes);
  await app.register(galleryRoutes);
  await app.register(usageRoutes);
  await app.register(auditRoutes);
  await app.register(revisionRoutes);
  await app.register(draftRoutes);
  await app.register(backupRoutes);
};
