// The inquiries inbox: enquiries from the public contact form, newest first, filtered by type and
// status; one opens at /admin/inquiries/{id} to be read and moved along (new → in progress → closed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Inbox, Mail, Phone } from 'lucide-react';
import type * as React from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  CONTACT_STATUSES,
  CONTACT_TYPES,
  type ContactStatus,
  type ContactType,
} from '../../../../core/constants';
import { CONTACT_STATUS_LABELS, CONTACT_TYPE_LABELS, type Contact } from '../../../../core/schemas/contacts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { ErrorState } from '../../components/ui/empty-state';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatDateTime } from '../../lib/utils';
import { contactQuery, contactsQuery } from '../../queries/contacts';
import { PageHeader } from '../page-header';
import type { SectionProps } from '../sections';
import { ListView } from '../shared/list-view';
import { type ListStateOptions, useListState } from '../shared/use-list-state';
import { QuoteLines } from './quote-lines';

const STATUS_TONES: Record<ContactStatus, BadgeTone> = { new: 'brand', in_progress: 'blue', closed: 'slate' };
const PAGE_SIZES = [20, 50, 100] as const;

/** The CSV export (one row per quote line) with the list's filters. */
function exportUrl(type: string, status: string): string {
  const params = new URLSearchParams();
  if (type !== 'all') params.set('type', type);
  if (status !== 'all') params.set('status', status);
  const query = params.toString();
  return `/api/contacts/export.csv${query ? `?${query}` : ''}`;
}

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}

function useStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) =>
      apiJson<Contact>('PATCH', `/api/contacts/${id}`, { status }),
    onSuccess: (contact) => {
      notify.success(
        'Status updated',
        `The enquiry from ${contact.name} is ${CONTACT_STATUS_LABELS[contact.status].toLowerCase()}.`,
      );
      void queryClient.invalidateQueries({ queryKey: ['/api/contacts'] });
    },
    onError: (err) => notify.error('Error updating status', errorMessage(err, 'Failed to update the status')),
  });
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function InquiryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const contact = useQuery(contactQuery(id));
  const status = useStatusMutation();
  const data = contact.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{data ? `Enquiry from ${data.name}` : 'Enquiry'}</DialogTitle>
          <DialogDescription>
            {data ? `Received ${formatDateTime(data.createdAt)}` : 'Loading the enquiry…'}
          </DialogDescription>
        </DialogHeader>
        {contact.isError ? (
          <ErrorState title="Could not load the enquiry" message={errorMessage(contact.error)} />
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : (
          <div className="grid gap-5">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Name">{data.name}</Detail>
              <Detail label="Email">
                <a href={`mailto:${data.email}`} className="text-brand-700 hover:underline">
                  {data.email}
                </a>
              </Detail>
              <Detail label="Company">{data.company ?? '—'}</Detail>
              <Detail label="Phone">
                {data.phone ? (
                  <a
                    href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}
                    className="text-brand-700 hover:underline"
                  >
                    {data.phone}
                  </a>
                ) : (
                  '—'
                )}
              </Detail>
              <Detail label="Inquiry type">{CONTACT_TYPE_LABELS[data.type]}</Detail>
              <Detail label="Product SKU">{data.productSku ?? '—'}</Detail>
            </dl>
            {data.lines && data.lines.length > 0 && <QuoteLines lines={data.lines} />}
            <div className="grid gap-1">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-500">Message</span>
              <p
                className="whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-900"
                data-testid="inquiry-message"
              >
                {data.message}
              </p>
            </div>
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-2">
                <label htmlFor="inquiry-status" className="text-sm font-medium text-slate-700">
                  Status
                </label>
                <Select
                  id="inquiry-status"
                  value={data.status}
                  disabled={status.isPending}
                  options={CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))}
                  onValueChange={(value) =>
                    value !== data.status && status.mutate({ id: data.id, status: value as ContactStatus })
                  }
                  className="w-40"
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={`mailto:${data.email}?subject=${encodeURIComponent('Re: your enquiry')}`}
                  className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
                >
                  <Mail className="h-4 w-4" aria-hidden />
                  Reply by e-mail
                </a>
                {data.status === 'new' && (
                  <Button
                    onClick={() => status.mutate({ id: data.id, status: 'in_progress' })}
                    pending={status.isPending}
                  >
                    Mark as in progress
                  </Button>
                )}
              </div>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Type, status, page and page size in the address (/admin/inquiries?type=quote&page=2). */
const INQUIRY_LIST: ListStateOptions<{ type: ContactType | 'all'; status: ContactStatus | 'all' }> = {
  filters: {
    type: { default: 'all', choices: ['all', ...CONTACT_TYPES] },
    status: { default: 'all', choices: ['all', ...CONTACT_STATUSES] },
  },
  pageSizes: PAGE_SIZES,
  defaultLimit: PAGE_SIZES[0],
};

export default function InquiriesPage({ id }: SectionProps) {
  const [, navigate] = useLocation();
  const query = useSearch();
  const [{ type, status, page, limit }, update] = useListState(INQUIRY_LIST);
  const filters = {
    ...(type === 'all' ? {} : { type }),
    ...(status === 'all' ? {} : { status }),
    page,
    limit,
  };
  const list = useQuery(contactsQuery(filters));
  const markInProgress = useStatusMutation();
  const openId = id && /^\d+$/.test(id) ? Number(id) : null;
  const filtered = type !== 'all' || status !== 'all';
  /** Opening and closing an enquiry keeps the list's filters and page. */
  const keep = query ? `?${query}` : '';

  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Messages sent through the contact form, quote and distributor requests. Newest first."
        actions={
          <a href={exportUrl(type, status)} download className={buttonClass('outline')}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <Select
          aria-label="Filter by type"
          value={type}
          onValueChange={(value) => update({ type: value as ContactType | 'all' })}
          options={[
            { value: 'all', label: 'All types' },
            ...CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] })),
          ]}
          className="sm:w-56"
        />
        <Select
          aria-label="Filter by status"
          value={status}
          onValueChange={(value) => update({ status: value as ContactStatus | 'all' })}
          options={[
            { value: 'all', label: 'All statuses' },
            ...CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] })),
          ]}
          className="sm:w-48"
        />
      </div>
      <ListView
        query={list}
        items={list.data?.contacts}
        itemKey={(contact) => contact.id}
        label="Inquiries"
        noun={['inquiry', 'inquiries']}
        loading={{ label: 'Loading inquiries...' }}
        error={{ title: 'Could not load the inquiries' }}
        empty={{
          icon: Inbox,
          title: filtered ? 'No inquiries match these filters' : 'No inquiries yet',
          description: filtered
            ? 'Choose another type or status.'
            : 'Messages sent through the contact form on the website appear here.',
        }}
        paging={
          list.data && {
            page,
            totalPages: list.data.totalPages,
            total: list.data.total,
            limit,
            pageSizes: PAGE_SIZES,
            onPageChange: (next) => update({ page: next }),
            onLimitChange: (next) => update({ limit: next }),
          }
        }
        layout="divided"
        itemProps={() => ({ className: 'flex flex-col gap-3 p-4 sm:flex-row sm:items-start' })}
        renderItem={(contact) => (
          <>
            <button
              type="button"
              className="grid min-w-0 flex-1 gap-1 text-left"
              onClick={() => navigate(`/admin/inquiries/${contact.id}${keep}`)}
              aria-label={`Open the enquiry from ${contact.name}`}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span
                  className={
                    contact.status === 'new' ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'
                  }
                >
                  {contact.name}
                </span>
                <StatusBadge status={contact.status} />
                <Badge tone="slate">{CONTACT_TYPE_LABELS[contact.type]}</Badge>
                {contact.lines && contact.lines.length > 0 && (
                  <Badge tone="blue">
                    {contact.lines.length} {contact.lines.length === 1 ? 'product' : 'products'}
                  </Badge>
                )}
              </span>
              <span className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500">
                <span className="flex items-center gap-1">
                  <Mail className="h-3 w-3" aria-hidden />
                  {contact.email}
                </span>
                {contact.phone && (
                  <span className="flex items-center gap-1">
                    <Phone className="h-3 w-3" aria-hidden />
                    {contact.phone}
                  </span>
                )}
                {contact.company && <span>{contact.company}</span>}
                <span>{formatDateTime(contact.createdAt)}</span>
              </span>
              <span className="line-clamp-2 text-sm text-slate-600">{contact.message}</span>
            </button>
            {contact.status === 'new' && (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                disabled={markInProgress.isPending}
                onClick={() => markInProgress.mutate({ id: contact.id, status: 'in_progress' })}
              >
                Mark as in progress
              </Button>
            )}
          </>
        )}
      />
      {openId !== null && <InquiryDialog id={openId} onClose={() => navigate(`/admin/inquiries${keep}`)} />}
    </>
  );
}
