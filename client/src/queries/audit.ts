import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditListQuery, auditListResponse } from '../../../core/schemas/audit';

export type AuditList = z.input<typeof auditListResponse>;

/** GET /api/audit (administrators): every key starts with '/api/audit'. */
export const auditQuery = (filters: AuditListQuery) =>
  queryOptions<AuditList>({ queryKey: ['/api/audit', filters] });

/** The CSV of the same filters (without paging), downloaded by the browser with the session cookie. */
export function auditExportUrl(filters: AuditListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' || key === 'limit' || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return `/api/audit/export${text ? `?${text}` : ''}`;
}
