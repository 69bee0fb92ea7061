// The "301 Redirects" tab: every redirect with its type, active toggle, hits and last hit; create, edit
// and delete (with confirmation). Every call's status is checked: a failure changes nothing on screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Pencil, Plus, Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Redirect } from '../../../../core/schemas/redirects';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatDateTime } from '../../lib/utils';
import { redirectsQuery, updateRedirect } from '../../queries/redirects';
import { RedirectDialog } from './redirect-dialog';

export function RedirectsTab() {
  const queryClient = useQueryClient();
  const list = useQuery(redirectsQuery());
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: redirectsQuery().queryKey });

  const toggle = useMutation({
    mutationFn: ({ redirect, isActive }: { redirect: Redirect; isActive: boolean }) =>
      updateRedirect(redirect.id, { isActive }),
    onSuccess: (saved) => {
      notify.success('Redirect updated', `${saved.fromPath} is ${saved.isActive ? 'active' : 'inactive'}.`);
      void refresh();
    },
    onError: (err) => notify.error('Failed to update redirect', errorMessage(err, 'Please try again.')),
  });
  const remove = useMutation({
    mutationFn: (redirect: Redirect) => apiJson<void>('DELETE', `/api/seo/redirects/${redirect.id}`),
    onSuccess: (_, redirect) => {
      notify.success('Redirect deleted', `${redirect.fromPath} no longer redirects.`);
      void refresh();
    },
    onError: (err) => notify.error('Failed to delete redirect', errorMessage(err, 'Please try again.')),
  });

  const openDialog = (redirect: Redirect | null) => {
    setEditing(redirect);
    setDialogOpen(true);
  };

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
      {list.isError ? (
        <ErrorState
          title="Could not load the redirects"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : list.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : !list.data?.length ? (
        <EmptyState
          icon={Shuffle}
          title="No redirects yet"
          description="Add one when an address changes, so old links and search results keep working."
        />
      ) : (
        <Card className="overflow-hidden">
          <div
            className="hidden grid-cols-[minmax(0,2fr)_5.5rem_4.5rem_4rem_9rem_5.5rem] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-medium uppercase tracking-wide text-slate-500 lg:grid"
            aria-hidden
          >
            <span>Redirect</span>
            <span>Type</span>
            <span>Active</span>
            <span>Hits</span>
            <span>Last hit</span>
            <span />
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Redirects">
            {list.data.map((r) => (
              <li
                key={r.id}
                data-testid={`redirect-${r.fromPath}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-3 text-sm lg:grid-cols-[minmax(0,2fr)_5.5rem_4.5rem_4rem_9rem_5.5rem]"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-1.5 font-mono text-[13px] text-slate-900">
                    <span className="break-all">{r.fromPath}</span>
                    <ArrowRight className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-label="to" />
                    <span className="break-all text-brand-800">{r.toPath}</span>
                  </p>
                  {r.description && <p className="mt-0.5 truncate text-xs text-slate-500">{r.description}</p>}
                </div>
                <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-2 lg:contents">
                  <span>
                    <Badge tone={r.redirectType === 301 ? 'blue' : 'purple'}>{r.redirectType}</Badge>
                  </span>
                  <span className="flex items-center gap-2">
                    <Switch
                      checked={r.isActive}
                      disabled={toggle.isPending}
                      onCheckedChange={(isActive) => toggle.mutate({ redirect: r, isActive })}
                      aria-label={`Active: ${r.fromPath}`}
                    />
                    <span className="text-xs text-slate-500 lg:sr-only">
                      {r.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </span>
                  <span className="tabular-nums text-slate-700">
                    {r.hitCount.toLocaleString('en-US')}
                    <span className="lg:sr-only"> hits</span>
                  </span>
                  <span className="text-xs text-slate-500 lg:text-sm lg:text-slate-600">
                    <span className="lg:sr-only">Last hit </span>
                    {r.lastHit ? formatDateTime(r.lastHit) : 'Never'}
                  </span>
                </div>
                <div className="col-start-2 row-start-1 flex justify-end gap-1 lg:col-start-auto lg:row-start-auto">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${r.fromPath}`}
                    onClick={() => openDialog(r)}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${r.fromPath}`}
                    onClick={() => setDeleting(r)}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <RedirectDialog open={dialogOpen} onOpenChange={setDialogOpen} redirect={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete redirect?"
        description={deleting ? deleteMessage(deleting.fromPath) : ''}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
