// The draft of a published product or page (#19): says that a draft exists and what it changes, and
// offers Preview (the public page with ?preview=1), a shareable link, Publish and Discard draft.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EditOnly } from '../../components/form/read-only';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import {
  createPreviewLink,
  type DraftEntity,
  discardDraft,
  draftQuery,
  publishDraft,
  publishingQuery,
} from '../../queries/drafts';

export function DraftBar({
  type,
  id,
  publicPath,
  invalidates = [],
}: {
  type: DraftEntity;
  id: number;
  publicPath: string;
  invalidates?: (readonly unknown[])[];
}) {
  const queryClient = useQueryClient();
  const draft = useQuery(draftQuery(type, id));
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const refresh = () =>
    Promise.all(
      [draftQuery(type, id).queryKey, publishingQuery().queryKey, ...invalidates].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const publish = useMutation({
    mutationFn: () => publishDraft(type, id),
    onSuccess: async () => {
      notify.success('Draft published', 'The changes are live.');
      await refresh();
    },
    onError: (err) =>
      notify.error('Publish failed', failureMessage(err, 'Could not publish the draft. Please try again.')),
  });
  const discard = useMutation({
    mutationFn: () => discardDraft(type, id),
    onSuccess: async () => {
      setConfirmDiscard(false);
      notify.success('Draft discarded', 'The published version is unchanged.');
      await refresh();
    },
    onError: (err) =>
      notify.error('Discard failed', failureMessage(err, 'Could not discard the draft. Please try again.')),
  });
  const share = useMutation({
    mutationFn: () => createPreviewLink(type, id),
    onSuccess: (made) => setLink(made.url),
    onError: (err) =>
      notify.error(
        'No preview link',
        failureMessage(err, 'Could not make a preview link. Please try again.'),
      ),
  });
  const data = draft.data;
  if (!data?.exists) return null;
  return (
    <section
      aria-label="Unpublished draft"
      className="mb-5 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          Unpublished draft{data.userLabel ? ` by ${data.userLabel}` : ''} — visitors still see the published
          version.
        </p>
        <div className="flex flex-wrap gap-2">
          <a
            href={`${publicPath}?preview=1`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 font-medium"
          >
            Preview
          </a>
          <EditOnly>
            <Button size="sm" variant="outline" onClick={() => share.mutate()} pending={share.isPending}>
              Share preview link
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmDiscard(true)}>
              Discard draft
            </Button>
            <Button size="sm" onClick={() => publish.mutate()} pending={publish.isPending}>
              Publish
            </Button>
          </EditOnly>
        </div>
      </div>
      {data.publishedChangedSince && <p>The published version was changed after this draft was started.</p>}
      {data.changes.length === 0 ? (
        <p>The draft does not differ from the published version yet.</p>
      ) : (
        <ul aria-label="Draft changes" className="grid gap-1">
          {data.changes.map((c) => (
            <li key={c.field}>
              <span className="font-medium">{c.label}:</span>{' '}
              {c.field === 'specs' ? (
                c.draft
              ) : (
                <>
                  <del className="text-amber-800">{c.published ?? '—'}</del> →{' '}
                  <ins className="no-underline">{c.draft ?? '—'}</ins>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {link && (
        <p>
          Shareable preview link (no account needed):{' '}
          <input
            readOnly
            aria-label="Preview link"
            value={link}
            className="w-full rounded border border-amber-300 bg-white px-2 py-1 font-mono text-xs"
          />
        </p>
      )}
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard draft?"
        description="The draft's changes will be lost. The published version stays as it is."
        confirmLabel="Discard draft"
        destructive
        pending={discard.isPending}
        onConfirm={() => discard.mutate()}
      />
    </section>
  );
}
