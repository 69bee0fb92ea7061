// The contact form without JavaScript (#14): POST /contact (application/x-www-form-urlencoded) is
// checked with the JSON API's schema and stored by the same service (honeypot, rate limit, mail), then
// answered by post/redirect/get: 303 to /contact?sent=1, whose page thanks the visitor. A refused form
// is rendered again on the spot (400, or 429 when rate-limited) with the values and the reasons, so
// nothing of the enquiry ever appears in an address. The request log holds method, path and status
// only (server/http/logging.ts); the body is never logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_FORM_FIELDS,
  CONTACT_FORM_STATE_MARKER,
  CONTACT_FORM_STATE_PATH,
  CONTACT_SENT_PATH,
  type ContactFormField,
  type ContactFormState,
} from '../../core/rules/contact-form';
import { contactInput } from '../../core/schemas/contacts';
import { HttpError } from '../http/errors';
import { submitContact } from '../modules/contacts/service';
import { renderPublicPage, type SiteInfo } from './render-page';
import type { WebRenderer } from './renderer';

/** Room for a message well over the limit in any script (a non-Latin character is up to 9 bytes encoded). */
export const CONTACT_FORM_BODY_LIMIT = 256 * 1024;

interface Options {
  renderer: WebRenderer;
  site: SiteInfo;
}

/** The posted fields as strings (repeated fields: the first; anything else is ignored). */
export function formValues(body: unknown): Partial<Record<ContactFormField, string>> {
  const values: Partial<Record<ContactFormField, string>> = {};
  if (!body || typeof body !== 'object') return values;
  for (const field of CONTACT_FORM_FIELDS) {
    const raw = (body as Record<string, unknown>)[field];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export async function contactFormRoutes(app: FastifyInstance, { renderer, site }: Options) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: CONTACT_FORM_BODY_LIMIT },
      (_request, body, done) => {
        const params = new URLSearchParams(body as string);
        const fields: Record<string, string> = {};
        for (const [key, value] of params) if (!(key in fields)) fields[key] = value;
        done(null, fields);
      },
    );

    async function renderRefused(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      state: ContactFormState,
    ) {
      const { html } = await renderPublicPage(app, renderer, site, {
        url: `/contact?${CONTACT_FORM_STATE_MARKER}=1`,
        request,
        answer: (target) => (target === CONTACT_FORM_STATE_PATH ? { status: 200, body: state } : undefined),
      });
      // The page carries what the visitor typed: never stored by a cache.
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    }

    scope.post(
      '/contact',
      { config: { access: 'public' }, bodyLimit: CONTACT_FORM_BODY_LIMIT, schema: { hide: true } },
      async (request, reply) => {
        const values = formValues(request.body);
        // The form's select always sends a type; without one the JSON API's default (general) applies.
        const { type, ...rest } = values;
        const parsed = contactInput.safeParse({ ...rest, ...(type ? { type } : {}) });
        if (!parsed.success) {
          const errors: ContactFormState['errors'] = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? '') as ContactFormField;
            if ((CONTACT_FORM_FIELDS as readonly string[]).includes(field) && !errors[field])
              errors[field] = issue.message;
          }
          const { website: _honeypot, ...shown } = values;
          return renderRefused(request, reply, 400, {
            values: shown,
            errors,
            message: parsed.error.issues[0]?.message ?? 'Please check the form.',
          });
        }
        try {
          await submitContact(app.ctx, parsed.data, { ip: request.ip });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.headers) reply.headers(error.headers);
          const { website: _honeypot, ...shown } = values;
          return renderRefused(request, reply, error.statusCode, {
            values: shown,
            errors: {},
            message: error.message,
          });
        }
        return reply
          .code(303)
          .header('location', CONTACT_SENT_PATH)
          .header('cache-control', 'no-store')
          .send();
      },
    );
  });
}
