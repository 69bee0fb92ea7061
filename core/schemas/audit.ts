// The audit log (#19): what an administrator reads at /admin/audit and exports as CSV.
import { z } from 'zod';
import { isoDateTime, pageParam, pageSizeParam } from './common';

/** Security events and the generic verbs of other writes; the filter offers these. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_code_required',
  'sign_out',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'two_factor_setup',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_changed',
  'status_changed',
  'user_created',
  'user_deleted',
  'backup_downloaded',
  'export_downloaded',
  'restore',
  'settings_changed',
  'create',
  'update',
  'delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_in_code_required: 'Password accepted, code required',
  sign_out: 'Signed out',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  two_factor_setup: 'Two-factor set-up started',
  two_factor_enabled: 'Two-factor enabled',
  two_factor_disabled: 'Two-factor disabled',
  role_changed: 'Role changed',
  status_changed: 'Status changed',
  user_created: 'User created',
  user_deleted: 'User deleted',
  backup_downloaded: 'Backup downloaded',
  export_downloaded: 'Export downloaded',
  restore: 'Restore',
  settings_changed: 'Settings changed',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

export const AUDIT_RESULTS = ['success', 'failure', 'denied'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date as YYYY-MM-DD' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'Use a real date' });

export const auditFilters = z.strictObject({
  userId: z.coerce.number().int().positive({ message: 'Invalid user' }).optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'Unknown action' }).optional(),
  targetType: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: 'Unknown target type' })
    .optional(),
  from: day.optional(),
  to: day.optional(),
});

export const auditListQuery = auditFilters.extend({
  page: pageParam(),
  limit: pageSizeParam(200, 50),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number(),
  at: isoDateTime,
  userId: z.number().nullable(),
  userLabel: z.string().nullable(),
  action: z.string(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  result: z.string(),
  status: z.number().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.input<typeof auditEntry>;

export const auditListResponse = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Target types of the API's write routes, for the filter. */
  targetTypes: z.array(z.string()),
  retentionDays: z.number(),
});
