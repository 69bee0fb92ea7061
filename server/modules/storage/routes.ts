// Serves files from the file store at /api/storage/{key}: images, documents, support downloads.
// Streamed through the app with the same headers from either store; with object storage and
// STORAGE_PUBLIC_URL set, answered by a redirect to the bucket's (or its CDN's) copy instead. Keys
// under private/ (backups, job files) are never served.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPrivateKey, isValidKey } from '../../files/store';
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
      if (!isValidKey(key) || isPrivateKey(key)) throw notFound('File not found');
      const storage = app.ctx.config.storage;
      if (storage.kind === 's3' && storage.publicUrl) {
        // The URL stays ours (stored in products, pages, e-mails); the bytes come from the bucket/CDN.
        return reply
          .code(302)
          .header('location', `${storage.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`)
          .header('cache-control', 'public, max-age=3600')
          .send();
      }
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
