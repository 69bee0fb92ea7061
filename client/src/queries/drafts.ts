// Drafts, preview links and schedules of products and pages (#19).
import { queryOptions } from '@tanstack/react-query';
import type { Draft, PreviewLink, Publishing, Schedule } from '../../../core/schemas/drafts';
import { apiJson } from '../lib/api';

export type DraftEntity = 'product' | 'page';
const base = (type: DraftEntity, id: number) => `/api/${type === 'product' ? 'products' : 'pages'}/${id}`;

/** GET …/draft: the draft, what it changes and the schedule. */
export const draftQuery = (type: DraftEntity, id: number) =>
  queryOptions<Draft>({ queryKey: [`${base(type, id)}/draft`] });

/** GET /api/publishing: every pending draft and schedule (the lists' badges). */
export const publishingQuery = () => queryOptions<Publishing>({ queryKey: ['/api/publishing'] });

export const saveDraft = (type: DraftEntity, id: number, fields: Record<string, unknown>) =>
  apiJson<Draft>('PUT', `${base(type, id)}/draft`, fields);
export const publishDraft = (type: DraftEntity, id: number) =>
  apiJson<{ revisionId: number | null }>('POST', `${base(type, id)}/draft/publish`);
export const discardDraft = (type: DraftEntity, id: number) => apiJson('DELETE', `${base(type, id)}/draft`);
export const createPreviewLink = (type: DraftEntity, id: number) =>
  apiJson<PreviewLink>('POST', `${base(type, id)}/preview-link`);

/** PUT …/schedule: publish and/or unpublish at these times (ISO with offset; null for none). */
export const saveSchedule = (
  type: DraftEntity,
  id: number,
  times: { publishAt: string | null; unpublishAt: string | null },
) => apiJson<Schedule>('PUT', `${base(type, id)}/schedule`, times);
/** DELETE …/schedule: cancel it. */
export const clearSchedule = (type: DraftEntity, id: number) =>
  apiJson('DELETE', `${base(type, id)}/schedule`);
