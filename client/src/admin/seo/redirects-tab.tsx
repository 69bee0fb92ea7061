// The "301 Redirects" tab: the redirects with their type, active toggle, hits and last hit; create, edit
// and delete (with confirmation). Every call's status is checked: a failure changes nothing on screen.
// The list pages on the server (#21): search by either path or description, page and size in the address.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Plus, Shuffle } from 'lucide-react';
import { useState } from 'react';
import type { Redirect } from '../../../../core/schemas/redirects';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { apiJson, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import { formatDateTime } from '../../lib/utils';
import { redirectsKey, redirectsQuery, updateRedirect } from '../../queries/redirects';
import { useConfirmDelete } from '../shared/confirm-delete';
import { HistoryButton } from '../shared/history-dialog';
import { ListSearch } from '../shared/list-search';
import { type Column, ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { pagingOf, useListState } from '../shared/use-list-state';
import { RedirectDialog } from './redirect-dialog';
import { SEO_LIST } from './seo-list-state';

export function RedirectsTab() {
  const queryClient = useQueryClient();
  const [{ search, page, limit }, update] = useListState(SEO_LIST);
  const serverSearch = useDebounced(search, 250);
  const list = useQuery({
    ...redirectsQuery({ search: serverSearch, page, limit }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: redirectsKey });

  const toggle = useMutation({
    mutationFn: ({ redirect, isActive }: { redirect: Redirect; isActive: boolean }) =>
      updateRedirect(redirect.id, { isActive }),
    onSuccess: (saved) => {
      notify.success('Redirect updated', `${saved.fromPath} is ${saved.isActive ? 'active' : 'inactive'}.`);
      void refresh();
    },
    onError: (err) => notify.error('Failed to update redirect', failureMessage(err, 'Please try again.')),
  });
  const remove = useMutation({
    mutationFn: (redirect: Redirect) => apiJson<void>('DELETE', `/api/seo/redirects/${redirect.id}`),
    onSuccess: (_, redirect) => {
      notify.success('Redirect deleted', `${redirect.fromPath} no longer redirects.`);
      void refresh();
    },
    onError: (err) => notify.error('Failed to delete redirect', failureMessage(err, 'Please try again.')),
  });

  const confirmDelete = useConfirmDelete<Redirect>({
    title: 'Delete redirect?',
    name: (r) => r.fromPath,
    remove,
  });

  const openDialog = (redirect: Redirect | null) => {
    setEditing(redirect);
    setDialogOpen(true);
  };

  const columns: Column<Redirect>[] = [
    {
      key: 'redirect',
      header: 'Redirect',
      className: 'order-1 min-w-0 flex-1 basis-[calc(100%-6rem)] lg:order-none',
      cell: (r) => (
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 font-mono text-[13px] text-slate-900">
            <span className="break-all">{r.fromPath}</span>
            <ArrowRight className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-label="to" />
            <span className="break-all text-brand-800">{r.toPath}</span>
          </p>
          {r.description && <p className="mt-0.5 truncate text-xs text-slate-500">{r.description}</p>}
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      className: 'order-3 lg:order-none lg:w-24',
      cell: (r) => <Badge tone={r.redirectType === 301 ? 'blue' : 'purple'}>{r.redirectType}</Badge>,
    },
    {
      key: 'active',
      header: 'Active',
      className: 'order-3 lg:order-none lg:w-20',
      cell: (r) => (
        <span className="flex items-center gap-2">
          <Switch
            checked={r.isActive}
            disabled={toggle.isPending}
            onCheckedChange={(isActive) => toggle.mutate({ redirect: r, isActive })}
            aria-label={`Active: ${r.fromPath}`}
          />
          <span className="text-xs text-slate-500 lg:sr-only">{r.isActive ? 'Active' : 'Inactive'}</span>
        </span>
      ),
    },
    {
      key: 'hits',
      header: 'Hits',
      className: 'order-3 tabular-nums text-slate-700 lg:order-none lg:w-16',
      cell: (r) => (
        <>
          {r.hitCount.toLocaleString('en-US')}
          <span className="lg:sr-only"> hits</span>
        </>
      ),
    },
    {
      key: 'last-hit',
      header: 'Last hit',
      className: 'order-3 text-xs text-slate-500 lg:order-none lg:w-40 lg:text-sm lg:text-slate-600',
      cell: (r) => (
        <>
          <span className="lg:sr-only">Last hit </span>
          {r.lastHit ? formatDateTime(r.lastHit) : 'Never'}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'order-2 ml-auto lg:order-none lg:w-32',
      cell: (r) => (
        <div className="flex items-center gap-1">
          <HistoryButton
            name={r.fromPath}
            entity="redirect"
            url={`/api/seo/redirects/${r.id}`}
            keyPrefix={[...redirectsKey, r.id]}
            restores="The redirect's paths, type, state and description"
            invalidates={[redirectsKey]}
          />
          <RowActions name={r.fromPath} onEdit={() => openDialog(r)} onDelete={() => confirmDelete.ask(r)} />
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          301 tells search engines the page moved for good; 302 is for a temporary move. Changing a product or
          page address adds a 301 automatically.
        </p>
        <Button onClick={() => openDialog(null)} className="shrink-0">
          <Plus className="h-4 w-4" aria-hidden />
          Add Redirect
        </Button>
      </div>
      <ListSearch
        className="sm:w-80"
        label="Search redirects"
        placeholder="Search redirects by path or description..."
        hint="From path, to path or description"
        value={search}
        onChange={(value) => update({ search: value })}
      />
      <ListView
        query={list}
        items={list.data?.redirects}
        paging={pagingOf(list.data, limit, update)}
        itemKey={(r) => r.id}
        label="Redirects"
        noun={['redirect', 'redirects']}
        loading={{ label: 'Loading redirects...' }}
        error={{ title: 'Could not load the redirects' }}
        empty={
          search.trim()
            ? { icon: Shuffle, title: 'No redirects match your search' }
            : {
                icon: Shuffle,
                title: 'No redirects yet',
                description: 'Add one when an address changes, so old links and search results keep working.',
              }
        }
        itemProps={(r) => ({ 'data-testid': `redirect-${r.fromPath}` })}
        columns={columns}
      />
      <RedirectDialog open={dialogOpen} onOpenChange={setDialogOpen} redirect={editing} />
      {confirmDelete.dialog}
    </div>
  );
}
