// Serves files from the file store at /api/storage/{key}: images, documents, support downloads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidKey } from '../../files/store';
import { notFound } from '../../http/errors';
import { contentDisposition, servedType } from './content-types';

export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/storage/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Files'],
        summary: 'Download a stored file (images, documents)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // jobs/: uploads waiting for their background job (an import file), never public.
      if (!isValidKey(key) || key.startsWith('jobs/')) throw notFound('File not found');
      const file = await app.ctx.files.open(key);
      if (!file) throw notFound('File not found');
      const etag = `W/"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
      if (request.headers['if-none-match'] === etag) {
        file.stream.destroy();
        return reply.code(304).send();
      }
      const { contentType, inline } = servedType(key);
      const fileName = key.split('/').pop() ?? 'download';
      reply
        .header('content-type', contentType)
        .header('content-length', file.size)
        .header('etag', etag)
        .header('last-modified', file.modifiedAt.toUTCString())
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', fileName))
        // A stored file is never a page: even if a browser were tricked into rendering one, it could run
        // nothing. PDFs are the one exception to `sandbox`: Chrome's PDF viewer refuses sandboxed documents.
        .header(
          'content-security-policy',
          contentType === 'application/pdf'
            ? "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'"
            : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      return reply.send(file.stream);
    },
  );
};
