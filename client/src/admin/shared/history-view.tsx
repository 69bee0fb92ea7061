// The history of a record (#19), the one component for products, pages, galleries, categories, brands,
// specifications and redirects: the revisions newest first (who, when, through what, and a summary of
// what each changed); choosing one shows it field by field against the current state (long texts word
// by word) and, for those who may, "Restore this version" after a confirmation. A version whose
// references were deleted since (or whose address another record took) says why it cannot be restored.
// What a record's fields and child rows are and how they read comes from core's REVISION_SHAPES.

import type { QueryKey } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  fieldText,
  REVISION_SHAPES,
  type RevisionEntity,
  type RevisionShape,
  wordDiff,
} from '../../../../core/rules/revision-diff';
import {
  REVISION_SOURCE_LABELS,
  type RevisionDetail,
  type RevisionList,
} from '../../../../core/schemas/revisions';
import { EditOnly } from '../../components/form/read-only';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatDateTime } from '../../lib/utils';
import { revisionQuery, revisionsQuery } from '../../queries/revisions';
import { ListView } from './list-view';

type Names = RevisionDetail['names'];

const sourceLabel = (source: string) => REVISION_SOURCE_LABELS[source] ?? source;

function WordDiff({ now, then }: { now: string; then: string }) {
  // Keyed by where each part starts in the two texts: stable for a given pair.
  let at = 0;
  const parts = wordDiff(now, then).map((part) => {
    const key = `${part.kind}-${at}`;
    at += part.text.length;
    return { ...part, key };
  });
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parts.map((part) =>
        part.kind === 'same' ? (
          <span key={part.key}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={part.key} className="bg-red-100 text-red-800" title="Now, not in this version">
            {part.text}
          </del>
        ) : (
          <ins
            key={part.key}
            className="bg-emerald-100 text-emerald-800 no-underline"
            title="In this version, not now"
          >
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}

function Differences({ detail, shape }: { detail: RevisionDetail; shape: RevisionShape }) {
  const { diff, names } = detail;
  if (!diff.fields.length && !diff.lists.length)
    return <p className="text-sm text-slate-600">This version is the same as the current {shape.noun}.</p>;
  return (
    <div className="grid gap-4">
      {diff.fields.length > 0 && (
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Fields that differ from the current {shape.noun}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="w-1/4 py-2 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Now
              </th>
              <th scope="col" className="py-2 font-medium">
                In this version
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {diff.fields.map((f) => (
              <tr key={f.field} data-testid={`diff-${f.field}`} className="align-top">
                <th scope="row" className="py-2 pr-2 font-medium text-slate-700">
                  {f.label}
                </th>
                {shape.fields[f.field]?.kind === 'text' &&
                typeof f.before === 'string' &&
                typeof f.after === 'string' ? (
                  <td colSpan={2} className="py-2">
                    <WordDiff now={f.before} then={f.after} />
                  </td>
                ) : (
                  <>
                    <td className="break-words py-2 pr-2 text-slate-600">
                      {fieldText(shape, f.field, f.before, names)}
                    </td>
                    <td className="break-words py-2 font-medium text-slate-900">
                      {fieldText(shape, f.field, f.after, names)}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {diff.lists.map((l) => {
        const list = l.list;
        const spec = shape.lists[list];
        if (!spec) return null;
        const [, many] = spec.noun;
        const childKey = (_list: string, item: unknown) => spec.key(item);
        const childText = (_list: string, item: unknown, n: Names) => spec.describe(item, n);
        return (
          <section key={list} aria-label={`${many} that differ`} data-testid={`diff-list-${list}`}>
            <h4 className="mb-1 text-sm font-semibold capitalize text-slate-800">{many}</h4>
            <ul className="grid gap-1 text-sm">
              {l.added.map((item) => (
                <li key={`a${childKey(list, item)}`} className="text-emerald-800">
                  <span className="font-medium">Only in this version:</span> {childText(list, item, names)}
                </li>
              ))}
              {l.removed.map((item) => (
                <li key={`r${childKey(list, item)}`} className="text-red-800">
                  <span className="font-medium">Only now:</span> {childText(list, item, names)}
                </li>
              ))}
              {l.changed.map((c) => (
                <li key={`c${childKey(list, c.after)}`} className="text-slate-800">
                  <span className="font-medium">Changed:</span> {childText(list, c.before, names)} →{' '}
                  {childText(list, c.after, names)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export interface HistoryViewProps {
  /** The record's type (core REVISION_SHAPES). */
  entity: RevisionEntity;
  /** The record's address: `${url}/revisions` lists, `${url}/revisions/{id}/restore` restores. */
  url: string;
  /** The record's query key: its revisions are keyed under it, so a write that refreshes it refreshes them. */
  keyPrefix: readonly unknown[];
  /** The timeline's accessible name ("Product history"). */
  label: string;
  /** What a restore brings back, for the confirmation ("The page and its content"). */
  restores: string;
  /** Keys to refresh after a restore. */
  invalidates: QueryKey[];
  onRestored?: () => void;
}

function RevisionPanel({
  props,
  revisionId,
  focusOnLoad,
}: {
  props: HistoryViewProps;
  revisionId: number;
  focusOnLoad: boolean;
}) {
  const shape = REVISION_SHAPES[props.entity];
  const detail = useQuery(revisionQuery(props.keyPrefix, revisionId));
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !!detail.data;
  // On narrow screens the version opens below the timeline: take the reader (and focus) to it.
  useEffect(() => {
    if (loaded && focusOnLoad && window.matchMedia?.('(max-width: 1023px)').matches) heading.current?.focus();
  }, [loaded, focusOnLoad]);
  if (detail.isError)
    return <ErrorState title="Could not load this version" message={errorMessage(detail.error)} />;
  if (!detail.data) return <Skeleton className="h-40 w-full" />;
  const d = detail.data;
  const blocked = d.problems.length > 0;
  const same = !d.diff.fields.length && !d.diff.lists.length;
  const restore = async () => {
    setPending(true);
    try {
      await apiJson('POST', `${props.url}/revisions/${revisionId}/restore`);
      notify.success(
        'Version restored',
        `The ${shape.noun} is as it was on ${formatDateTime(d.revision.createdAt)}.`,
      );
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: props.keyPrefix }),
        ...props.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
      props.onRestored?.();
    } catch (err) {
      notify.error('Restore failed', errorMessage(err, 'Failed to restore this version. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  const reason = blocked
    ? 'This version refers to things deleted or taken since'
    : same
      ? 'This version is the current state'
      : undefined;
  return (
    <section
      aria-labelledby="revision-heading"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3
            id="revision-heading"
            ref={heading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            Version of {formatDateTime(d.revision.createdAt)}
          </h3>
          <p className="text-sm text-slate-500">
            {d.revision.source === 'baseline'
              ? `The ${shape.noun} as found when history recording began`
              : `${d.revision.userLabel ?? 'Unknown user'} · ${sourceLabel(d.revision.source)}`}{' '}
            · compared with the current {shape.noun}
          </p>
        </div>
        <EditOnly>
          <Button
            onClick={() => !reason && setConfirming(true)}
            aria-disabled={reason ? true : undefined}
            title={reason}
            aria-describedby={reason ? 'restore-reason' : undefined}
            className={reason ? 'cursor-not-allowed opacity-60' : undefined}
          >
            Restore this version
          </Button>
        </EditOnly>
      </div>
      {reason && (
        <p id="restore-reason" className="sr-only">
          {reason}
        </p>
      )}
      {blocked && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">This version cannot be restored:</p>
          <ul className="mt-1 list-disc pl-5">
            {d.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Differences detail={d} shape={shape} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Restore this version?"
        description={`${props.restores} go back to how they were on ${formatDateTime(d.revision.createdAt)}. The current state stays in the history.`}
        confirmLabel="Restore"
        destructive={false}
        pending={pending}
        onConfirm={restore}
      />
    </section>
  );
}

export function HistoryView(props: HistoryViewProps) {
  const shape = REVISION_SHAPES[props.entity];
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useQuery(revisionsQuery(props.keyPrefix, page, limit));
  const [selected, setSelected] = useState<number | null>(null);
  const entries: RevisionList['revisions'] = list.data?.revisions ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ListView
        query={list}
        items={list.data?.revisions}
        itemKey={(r) => r.id}
        label={props.label}
        noun={['version', 'versions']}
        loading={{ label: 'Loading the history...' }}
        error={{ title: 'Could not load the history' }}
        empty={{
          icon: History,
          title: 'No history yet',
          description: `Every change to this ${shape.noun} from now on is recorded here.`,
        }}
        paging={
          list.data && {
            page,
            totalPages: list.data.totalPages,
            total: list.data.total,
            limit,
            pageSizes: [20, 50, 100],
            onPageChange: setPage,
            onLimitChange: (next) => {
              setLimit(next);
              setPage(1);
            },
          }
        }
        layout="divided"
        renderItem={(r) => (
          <button
            type="button"
            className={`grid w-full gap-1 p-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 ${selected === r.id ? 'bg-brand-50' : ''}`}
            aria-pressed={selected === r.id}
            onClick={() => setSelected(r.id)}
            data-testid="revision"
          >
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <time dateTime={r.createdAt} className="font-medium text-slate-900">
                {formatDateTime(r.createdAt)}
              </time>
              <span className="text-slate-600">
                {r.userLabel ?? (r.source === 'baseline' ? '' : 'Unknown user')}
              </span>
              <Badge tone={r.source === 'restore' ? 'purple' : r.source === 'import' ? 'blue' : 'slate'}>
                {sourceLabel(r.source)}
              </Badge>
              {entries[0]?.id === r.id && page === 1 && <Badge tone="green">Current</Badge>}
            </span>
            <span className="text-sm text-slate-700">{r.summary}</span>
          </button>
        )}
      />
      <div aria-live="polite">
        {selected !== null ? (
          <RevisionPanel key={selected} props={props} revisionId={selected} focusOnLoad />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-500">
            Choose a version to compare it with the current {shape.noun}.
          </p>
        )}
      </div>
    </div>
  );
}
