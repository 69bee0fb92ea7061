// The audit log (#19, administrators): every write through the API and every security event, newest
// first, paged on the server; filters by user, action, target type and UTC date range live in the
// address; "Export CSV" downloads the same filters.
import { useQuery } from '@tanstack/react-query';
import { Download, ScrollText } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditListQuery,
} from '../../../../core/schemas/audit';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { formatDateTime } from '../../lib/utils';
import { auditExportUrl, auditQuery } from '../../queries/audit';
import { userOptionsQuery } from '../../queries/users';
import { PageHeader } from '../page-header';
import { ListView } from '../shared/list-view';
import { type ListStateOptions, useListState } from '../shared/use-list-state';

const PAGE_SIZES = [25, 50, 100, 200] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const AUDIT_LIST: ListStateOptions<{
  user: string;
  action: AuditAction | 'all';
  target: string;
  from: string;
  to: string;
}> = {
  filters: {
    user: { default: 'all' },
    action: { default: 'all', choices: ['all', ...AUDIT_ACTIONS] },
    target: { default: 'all' },
    from: { default: '' },
    to: { default: '' },
  },
  pageSizes: PAGE_SIZES,
  defaultLimit: 50,
};

const RESULT_TONES: Record<string, BadgeTone> = { success: 'green', failure: 'yellow', denied: 'red' };

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType) return <span className="text-slate-400">—</span>;
  return (
    <span className="grid min-w-0">
      <span className="font-medium text-slate-800">
        {entry.targetType}
        {entry.targetId ? ` #${entry.targetId}` : ''}
      </span>
      {entry.targetLabel && <span className="truncate text-xs text-slate-500">{entry.targetLabel}</span>}
      {entry.route && (
        <span className="truncate font-mono text-xs text-slate-500">
          {entry.method} {entry.route}
        </span>
      )}
    </span>
  );
}

export default function AuditPage() {
  const [state, update] = useListState(AUDIT_LIST);
  const filters: AuditListQuery = {
    ...(/^\d+$/.test(state.user) ? { userId: Number(state.user) } : {}),
    ...(state.action !== 'all' ? { action: state.action } : {}),
    ...(state.target !== 'all' ? { targetType: state.target } : {}),
    ...(DAY.test(state.from) ? { from: state.from } : {}),
    ...(DAY.test(state.to) ? { to: state.to } : {}),
    page: state.page,
    limit: state.limit,
  };
  const list = useQuery(auditQuery(filters));
  // Every user, small (#21: the users list itself is paged).
  const users = useQuery(userOptionsQuery());
  const filtered = Object.keys(filters).length > 2;
  const targetTypes = list.data?.targetTypes ?? [];

  return (
    <>
      <PageHeader
        title="Audit Log"
        description={
          <>
            Every change made through the API and every sign-in and security event, newest first.
            {list.data &&
              ` Entries are kept for ${list.data.retentionDays} days. Times are shown in your time zone; the date filters are UTC days.`}
          </>
        }
        actions={
          <a href={auditExportUrl(filters)} download className={buttonClass('outline')}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
        }
      />
      <fieldset className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Filter the audit log</legend>
        <div className="grid gap-1">
          <Label htmlFor="audit-user">User</Label>
          <Select
            id="audit-user"
            value={state.user}
            onValueChange={(value) => update({ user: value })}
            options={[
              { value: 'all', label: 'All users' },
              ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.username })),
            ]}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-action">Action</Label>
          <Select
            id="audit-action"
            value={state.action}
            onValueChange={(value) => update({ action: value as AuditAction | 'all' })}
            options={[
              { value: 'all', label: 'All actions' },
              ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
            ]}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-target">Target type</Label>
          <Select
            id="audit-target"
            value={state.target}
            onValueChange={(value) => update({ target: value })}
            options={[
              { value: 'all', label: 'All targets' },
              ...[...new Set([...targetTypes, ...(state.target !== 'all' ? [state.target] : [])])].map(
                (t) => ({
                  value: t,
                  label: t,
                }),
              ),
            ]}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-from">From (UTC day)</Label>
          <Input
            id="audit-from"
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(e) => update({ from: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-to">To (UTC day, included)</Label>
          <Input
            id="audit-to"
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(e) => update({ to: e.target.value })}
          />
        </div>
      </fieldset>
      {filtered && (
        <div className="mb-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ user: 'all', action: 'all', target: 'all', from: '', to: '' })}
          >
            Clear filters
          </Button>
        </div>
      )}
      <ListView
        query={list}
        items={list.data?.entries}
        itemKey={(entry) => entry.id}
        label="Audit log"
        noun={['entry', 'entries']}
        loading={{ label: 'Loading the audit log...' }}
        error={{ title: 'Could not load the audit log' }}
        empty={{
          icon: ScrollText,
          title: filtered ? 'No entries match these filters' : 'No entries yet',
          description: filtered
            ? 'Choose another user, action, target or date range.'
            : 'Sign-ins and changes appear here as they happen.',
        }}
        paging={
          list.data && {
            page: list.data.page,
            totalPages: list.data.totalPages,
            total: list.data.total,
            limit: state.limit,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }),
            onLimitChange: (limit) => update({ limit }),
          }
        }
        columns={[
          {
            key: 'at',
            header: 'Time',
            cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
          },
          {
            key: 'user',
            header: 'User',
            cell: (e) => e.userLabel ?? <span className="text-slate-500">Anonymous</span>,
          },
          {
            key: 'action',
            header: 'Action',
            cell: (e) => (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{actionLabel(e.action)}</span>
                <Badge tone={RESULT_TONES[e.result] ?? 'slate'}>
                  {e.result}
                  {e.status ? ` · ${e.status}` : ''}
                </Badge>
              </span>
            ),
          },
          { key: 'target', header: 'Target', cell: (e) => <Target entry={e} /> },
          {
            key: 'client',
            header: 'Address',
            cell: (e) => (
              <span className="grid min-w-0">
                <span className="font-mono text-xs">{e.ip ?? '—'}</span>
                {e.userAgent && (
                  <span className="truncate text-xs text-slate-500" title={e.userAgent}>
                    {e.userAgent}
                  </span>
                )}
                {e.details && (
                  <span className="break-all text-xs text-slate-500">
                    {Object.entries(e.details)
                      .map(([k, v]) => `${k}: ${String(v)}`)
                      .join(', ')}
                  </span>
                )}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
