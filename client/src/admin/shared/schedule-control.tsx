// Scheduled publishing of a product or page (#19), shared by the product editor and the page editor:
// the schedule in words with its time zone, "Set schedule" / "Change schedule" (a kit form in the
// form-dialog pattern: publish at, optionally unpublish at, in the browser's time zone) and "Clear
// schedule" (confirmed). The rules (unpublish after publish, not in the past, at least one time) are
// the server's: its messages appear under the field they are about.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Schedule, scheduleForm } from '../../../../core/schemas/drafts';
import { FormKit, TextField } from '../../components/form/form-kit';
import { EditOnly } from '../../components/form/read-only';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormDialog } from '../../components/ui/form-dialog';
import { failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import {
  clearSchedule,
  type DraftEntity,
  draftQuery,
  publishingQuery,
  saveSchedule,
} from '../../queries/drafts';
import { useSaveMutation } from '../use-save-mutation';
import { fromLocalInput, scheduleTime, timeZoneLabel, toLocalInput } from './schedule-time';

const NOUN: Record<DraftEntity, string> = { product: 'product', page: 'page' };

export function ScheduleControl({
  type,
  id,
  invalidates = [],
}: {
  type: DraftEntity;
  id: number;
  invalidates?: (readonly unknown[])[];
}) {
  const queryClient = useQueryClient();
  const draft = useQuery(draftQuery(type, id));
  const schedule = draft.data?.schedule ?? null;
  const [editing, setEditing] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const keys = [draftQuery(type, id).queryKey, publishingQuery().queryKey, ...invalidates];
  const clear = useMutation({
    mutationFn: () => clearSchedule(type, id),
    onSuccess: async () => {
      setConfirmClear(false);
      notify.success(
        'Schedule cleared',
        `The ${NOUN[type]} will not be published or unpublished automatically.`,
      );
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (err) =>
      notify.error('Clear failed', failureMessage(err, 'Could not clear the schedule. Please try again.')),
  });
  if (!draft.data) return null;
  const hasTimes = !!schedule?.publishAt || !!schedule?.unpublishAt;
  return (
    <section
      aria-label="Scheduled publishing"
      className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <div className="flex min-w-0 items-start gap-2">
        <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
        <div className="grid gap-0.5">
          <p className="font-semibold text-slate-900">Scheduled publishing</p>
          {!hasTimes && <p className="text-slate-600">Not scheduled.</p>}
          {schedule?.publishAt && (
            <p data-testid="schedule-publish">
              Publishes {scheduleTime(schedule.publishAt)}
              {draft.data.exists ? ' (with its draft)' : ''}
            </p>
          )}
          {schedule?.unpublishAt && (
            <p data-testid="schedule-unpublish">Unpublishes {scheduleTime(schedule.unpublishAt)}</p>
          )}
          {schedule?.error && (
            <p role="alert" className="font-medium text-red-700">
              {schedule.error}
            </p>
          )}
        </div>
      </div>
      <EditOnly>
        <div className="flex flex-wrap gap-2">
          {hasTimes && (
            <Button size="sm" variant="outline" onClick={() => setConfirmClear(true)}>
              Clear schedule
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {hasTimes ? 'Change schedule' : 'Set schedule'}
          </Button>
        </div>
      </EditOnly>
      <ScheduleDialog
        type={type}
        id={id}
        schedule={schedule}
        open={editing}
        onOpenChange={setEditing}
        invalidates={keys}
      />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear the schedule?"
        description={`The ${NOUN[type]} stays as it is now; nothing is published or unpublished automatically.`}
        confirmLabel="Clear schedule"
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
      />
    </section>
  );
}

function ScheduleDialog({
  type,
  id,
  schedule,
  open,
  onOpenChange,
  invalidates,
}: {
  type: DraftEntity;
  id: number;
  schedule: Schedule | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invalidates: (readonly unknown[])[];
}) {
  const values = () => ({
    publishAt: toLocalInput(schedule?.publishAt ?? null),
    unpublishAt: toLocalInput(schedule?.unpublishAt ?? null),
  });
  const form = useSchemaForm(scheduleForm, { defaultValues: values() });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to the schedule each time the dialog opens
  useEffect(() => {
    if (open) reset(values());
  }, [open, reset]);
  const mutation = useSaveMutation({
    save: (v: FormOutputOf<typeof scheduleForm>) =>
      saveSchedule(type, id, {
        publishAt: fromLocalInput(v.publishAt),
        unpublishAt: fromLocalInput(v.unpublishAt),
      }),
    success: (saved) => [
      'Schedule saved',
      [
        saved.publishAt && `Publishes ${scheduleTime(String(saved.publishAt))}.`,
        saved.unpublishAt && `Unpublishes ${scheduleTime(String(saved.unpublishAt))}.`,
      ]
        .filter(Boolean)
        .join(' '),
    ],
    failure: () => ['Schedule not saved', 'Could not save the schedule. Please try again.'],
    invalidates: () => invalidates,
    fieldErrors: { setError: form.setError, fields: ['publishAt', 'unpublishAt'] },
    onSaved: () => onOpenChange(false),
  });
  const zone = timeZoneLabel();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule publishing"
      description={`Times are in your time zone: ${zone}. Leave a time empty for none.`}
      submitLabel="Save schedule"
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((v) => mutation.mutate(v))}
    >
      <FormKit form={form} idPrefix={`${type}-schedule`}>
        <TextField
          name="publishAt"
          label="Publish at"
          type="datetime-local"
          hint={`When the ${NOUN[type]} goes live${type === 'product' ? ' (made active)' : ''}; a draft is published with it. ${zone}.`}
        />
        <TextField
          name="unpublishAt"
          label="Unpublish at"
          type="datetime-local"
          hint={`Optional: when it is taken off the site (after the publish time). ${zone}.`}
        />
      </FormKit>
    </FormDialog>
  );
}
