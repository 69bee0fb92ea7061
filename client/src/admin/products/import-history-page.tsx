// Import history (#18, editors): every import job, newest first — who, when, which file, how it ended and
// its counts — paged on the server (GET /api/imports); an import with errors offers them as a workbook
// (GET /api/imports/:id/errors: sheet, row, column and reason). Reached from the import dialog.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, History } from 'lucide-react';
import { Link } from 'wouter';
import type { z } from 'zod';
import type { importHistory } from '../../../../core/schemas/jobs';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { formatDateTime } from '../../lib/utils';
import { PageHeader } from '../page-header';
import { type Column, ListView } from '../shared/list-view';
import { type ListStateOptions, useListState } from '../shared/use-list-state';

type HistoryData = z.input<typeof importHistory>;
type Entry = HistoryData['imports'][number];

const PAGE_SIZES = [20, 50, 100] as const;
const HISTORY_LIST: ListStateOptions<Record<never, string>> = {
  filters: {},
  pageSizes: PAGE_SIZES,
  defaultLimit: 20,
};

const STATUS: Record<Entry['status'], [string, BadgeTone]> = {
  queued: ['Waiting', 'slate'],
  running: ['Running', 'blue'],
  succeeded: ['Finished', 'green'],
  failed: ['Failed', 'red'],
};

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

const columns: Column<Entry>[] = [
  {
    key: 'when',
    header: 'Started',
    cell: (e) => (
      <span className="grid min-w-0">
        <span className="font-medium text-slate-900">{formatDateTime(String(e.createdAt))}</span>
        <span className="truncate text-xs text-slate-500">
          {e.fileName ?? 'upload'}
          {e.user ? ` · ${e.user}` : ''}
        </span>
      </span>
    ),
    className: 'basis-full sm:basis-auto sm:flex-1',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (e) => {
      const [label, tone] = STATUS[e.status];
      return (
        <span className="grid justify-items-start gap-0.5">
          <Badge tone={tone}>{label}</Badge>
          {e.error && <span className="text-xs text-red-700">{e.error}</span>}
        </span>
      );
    },
    className: 'sm:w-56',
  },
  {
    key: 'imported',
    header: 'Imported',
    label: 'Imported',
    cell: (e) => count(e.imported),
    className: 'sm:w-24',
  },
  {
    key: 'updated',
    header: 'Updated',
    label: 'Updated',
    cell: (e) => count(e.updated),
    className: 'sm:w-24',
  },
  {
    key: 'errors',
    header: 'Errors',
    label: 'Errors',
    cell: (e) =>
      e.errorCount ? (
        <a
          href={`/api/imports/${e.id}/errors`}
          download
          className={buttonClass('ghost', 'sm')}
          aria-label={`Download the ${e.errorCount} errors of import ${e.id}`}
        >
          <Download className="h-4 w-4" aria-hidden />
          {count(e.errorCount)}
        </a>
      ) : (
        count(e.errorCount)
      ),
    className: 'sm:w-28',
  },
];

export default function ImportHistoryPage() {
  const [state, update] = useListState(HISTORY_LIST);
  const list = useQuery<HistoryData>({
    queryKey: ['/api/imports', { page: state.page, limit: state.limit }],
    refetchInterval: (query) =>
      query.state.data?.imports.some((e) => e.status === 'queued' || e.status === 'running') ? 2_000 : false,
  });
  return (
    <>
      <Link
        href="/admin/products"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Products
      </Link>
      <PageHeader
        title="Import history"
        description="Every import, newest first: who started it, how it ended and what it changed. An import keeps running if its dialog or browser is closed."
      />
      <ListView
        query={list}
        items={list.data?.imports}
        itemKey={(e) => e.id}
        label="Imports"
        noun={['import', 'imports']}
        loading={{ label: 'Loading the import history...' }}
        error={{ title: 'Could not load the import history' }}
        empty={{
          icon: History,
          title: 'No imports yet',
          description: 'Imports started from "Import CSV" appear here.',
        }}
        columns={columns}
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
      />
    </>
  );
}
