// Stored backups (#18, administrators): "Create Backup" makes one in the background (leaving the page does
// not stop it), the list shows every stored backup — made here or taken before an import — newest first,
// to download or delete. The header's "Backup Storage" on the products screen still downloads one at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup, Download } from 'lucide-react';
import type { BackupJobData, StoredBackup } from '../../../../core/schemas/backups';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { apiJson, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatBytes, formatDateTime } from '../../lib/utils';
import { backupsQuery, backupUrl } from '../../queries/backups';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { type Column, ListView } from '../shared/list-view';
import { DeleteButton } from '../shared/row-actions';
import { useDeleteMutation } from '../shared/use-delete-mutation';

type Backup = Omit<StoredBackup, 'createdAt'> & { createdAt: string };

const REASONS: Record<Backup['reason'], string> = {
  manual: 'Made on request',
  'before-import': 'Before an import',
};

function Pending({ jobs }: { jobs: BackupJobData[] }) {
  if (!jobs.length) return null;
  const job = jobs[0]!;
  return (
    <p
      role="status"
      data-testid="backup-pending"
      className="mb-4 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      {job.status === 'queued' ? 'A backup is waiting to start' : 'A backup is being made'}
      {job.user ? ` (asked by ${job.user} at ${formatDateTime(String(job.createdAt))})` : ''}. It appears
      below when it is ready; you can leave this page meanwhile.
    </p>
  );
}

export default function BackupsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(backupsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: backupsQuery().queryKey });
  const create = useMutation({
    mutationFn: () => apiJson<{ job: BackupJobData }>('POST', '/api/backups'),
    onSuccess: () => {
      notify.success('Backup started', 'It is made in the background and listed here when ready.');
      return refresh();
    },
    onError: (err) =>
      notify.error('Backup failed', failureMessage(err, 'Could not start a backup. Please try again.')),
  });
  const remove = useDeleteMutation<Backup>({
    url: (backup) => backupUrl(backup.name),
    name: (backup) => backup.name,
    success: 'Backup deleted',
    failure: () => ['Delete failed', 'Failed to delete the backup. Please try again.'],
    invalidates: () => [backupsQuery().queryKey],
  });
  const confirmDelete = useConfirmDelete<Backup>({
    title: 'Delete backup?',
    name: (backup) => backup.name,
    remove,
    description: (backup) =>
      `Are you sure you want to delete "${backup.name}" (${formatBytes(backup.size)})? This cannot be undone.`,
  });
  const pending = list.data?.pending ?? [];
  const columns: Column<Backup>[] = [
    {
      key: 'created',
      header: 'Made',
      cell: (b) => (
        <span className="grid min-w-0">
          <span className="font-medium text-slate-900">{formatDateTime(b.createdAt)}</span>
          <span className="truncate font-mono text-xs text-slate-500">{b.name}</span>
        </span>
      ),
      className: 'basis-full sm:basis-auto sm:flex-1',
    },
    {
      key: 'reason',
      header: 'Kind',
      cell: (b) => <Badge tone={b.reason === 'manual' ? 'slate' : 'yellow'}>{REASONS[b.reason]}</Badge>,
      className: 'sm:w-44',
    },
    { key: 'size', header: 'Size', cell: (b) => formatBytes(b.size), className: 'sm:w-24', label: 'Size' },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (b) => (
        <span className="flex items-center gap-1">
          <a
            href={backupUrl(b.name)}
            download={b.name}
            className={buttonClass('ghost', 'icon')}
            aria-label={`Download ${b.name}`}
            title="Download"
          >
            <Download className="h-4 w-4" aria-hidden />
          </a>
          <DeleteButton label={`Delete ${b.name}`} onClick={() => confirmDelete.ask(b)} />
        </span>
      ),
      className: 'sm:w-24 sm:justify-end',
    },
  ];

  return (
    <>
      <PageHeader
        title="Backups"
        description="Every stored file, the catalogue workbook and a full database dump in one .zip — made on request or kept before an import. Restore one with npm run restore (see the README)."
        actions={
          <Button onClick={() => create.mutate()} pending={create.isPending} disabled={pending.length > 0}>
            {!create.isPending && <DatabaseBackup className="h-4 w-4" aria-hidden />}
            Create Backup
          </Button>
        }
      />
      <Pending jobs={pending} />
      <ListView
        query={list}
        items={list.data?.backups as Backup[] | undefined}
        itemKey={(b) => b.name}
        label="Backups"
        noun={['backup', 'backups']}
        loading={{ label: 'Loading backups...' }}
        error={{ title: 'Could not load the backups' }}
        empty={{
          icon: DatabaseBackup,
          title: 'No stored backups yet',
          description: 'Create one here, or tick "Create backup before import" when importing.',
        }}
        columns={columns}
      />
      {confirmDelete.dialog}
    </>
  );
}
