// Domain modules register here, one line each, so a new module cannot be half-wired.
import type { FastifyPluginAsync } from 'fastify';

export const modules: FastifyPluginAsync = async (_app) => {
  // Catalogue, editor, media, pages, public site and operations modules are added by later issues.
};
