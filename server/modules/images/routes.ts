// Image calls (document 000 §7): SEO file-name preview and upload (multipart field `image`, optional
// productContext as a JSON string, optional productId to link the image to that product at once, #14).
// Images only, under 10 MB, checked by content. PUT /api/products/{id}/images saves a product's image
// list (remove, make main) at once, like the editor's other tabs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../../core/constants';
import { idParam } from '../../../core/schemas/common';
import {
  imageUploadResponse,
  previewFilenameBody,
  previewFilenameResponse,
  productContext,
  productImagesBody,
  productImagesResponse,
  uploadProductId,
} from '../../../core/schemas/images';
import { badRequest, payloadTooLarge } from '../../http/errors';
import { replies } from '../../http/schemas';
import { actorOf, withProductRevision } from '../revisions/record';
import { NOT_AN_IMAGE } from './pipeline';
import { previewFilename, setProductImages, uploadImage } from './service';

const tags = ['Images'];

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/images/preview-filename',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: 'The SEO file name, alt text and score an image would get',
        body: previewFilenameBody,
        response: replies({ 200: previewFilenameResponse }, 400, 401, 403),
      },
    },
    async (request) => previewFilename(ctx, request.body.originalName, request.body.productContext),
  );

  app.post(
    '/api/images/upload',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary:
          'Upload an image (multipart field "image"; optional productContext JSON; optional productId: appended to that product\'s images in the same call): stored as WebP with variants',
        consumes: ['multipart/form-data'],
        response: replies({ 201: imageUploadResponse }, 400, 401, 403, 404, 409, 413, 415),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in a field named "image"');
      let file: { name: string; buffer: Buffer } | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'image') {
              part.file.resume();
              throw badRequest(`Unexpected file field "${part.fieldname}"; use "image"`);
            }
            file = { name: part.filename || 'image', buffer: await part.toBuffer() };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw payloadTooLarge('File too large: File size must be less than 10MB.');
        if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one image at a time');
        throw err;
      }
      if (!file || file.buffer.length === 0) throw badRequest(`No image received: ${NOT_AN_IMAGE}`);
      let context = null;
      if (fields.productContext) {
        try {
          context = productContext.parse(JSON.parse(fields.productContext));
        } catch {
          throw badRequest('productContext must be a JSON object with name, sku, category and brand');
        }
      }
      let productId: number | null = null;
      if (fields.productId !== undefined) {
        const parsed = uploadProductId.safeParse(fields.productId);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
        productId = parsed.data;
      }
      const saved = await uploadImage(ctx, file.buffer, file.name, context, {
        alt: fields.alt,
        displayName: fields.displayName,
        productId,
        actor: actorOf(request),
      });
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/api/products/:id/images',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        summary: "Save a product's image list (order and removals) at once; the first is the main image",
        params: idParam,
        body: productImagesBody,
        response: replies({ 200: productImagesResponse }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      withProductRevision(ctx, actorOf(request), { before: [request.params.id] }, (c) =>
        setProductImages(c, request.params.id, request.body.images),
      ),
  );
};
