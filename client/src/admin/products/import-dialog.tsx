// "Import Product Data" (document 000 §2 item 9, §4 "Import dialog", §5 "Import file", §8, §9):
// the explanation and template download, a drag-and-drop or click-to-browse file zone, the options
// (sent with the upload and honoured), real progress (upload bytes, then processing), and the result
// panel with the errors of each section and overall. Closing resets everything.
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Download, FileSpreadsheet, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { MAX_IMPORT_BYTES } from '../../../../core/constants';
import type { FinishingStep, ImportJobData } from '../../../../core/schemas/jobs';
import {
  IMPORT_OPTION_DEFAULTS,
  IMPORT_SECTION_KEYS,
  IMPORT_SECTION_LABELS,
  type ImportOptions,
  type ImportResult,
  importOptionsForm,
} from '../../../../core/schemas/transfer';
import { CheckboxField, FormKit } from '../../components/form/form-kit';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { notify, toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { PRODUCTS_KEY } from '../../queries/products';
import { statsQuery } from '../../queries/stats';
import { downloadTemplate, uploadImport } from './transfer-api';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CSV by type or .csv name, or .xlsx (document 000 §5 "Import file"). */
export function isImportFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return (
    file.type === 'text/csv' || name.endsWith('.csv') || name.endsWith('.xlsx') || file.type === XLSX_TYPE
  );
}

/** Size in MB to 2 decimals. */
export const sizeInMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const OPTIONS: Array<{ key: keyof ImportOptions; label: string; hint: string }> = [
  {
    key: 'updateExisting',
    label: 'Update existing products',
    hint: 'Rows whose SKU, slug or key already exists update it; when off they are skipped.',
  },
  {
    key: 'sendNotifications',
    label: 'Send notifications',
    hint: 'E-mail me a summary of the import when it finishes.',
  },
  {
    key: 'createBackup',
    label: 'Create backup before import',
    hint: 'Keep a full backup on the server, taken just before the import is applied.',
  },
];

/** How an import ended: every row applied, some rows refused, or nothing applied at all (#14). */
export function importOutcome(result: ImportResult): {
  kind: 'success' | 'partial' | 'failed';
  title: string;
  description: string;
} {
  const counts = `Imported ${result.imported} products, updated ${result.updated} products.`;
  const errors = result.errors.length;
  // The spec's texts for a fully successful import (IMPORT-25).
  if (errors === 0) return { kind: 'success', title: 'Upload completed', description: counts };
  const plural = `${errors} error${errors === 1 ? '' : 's'}`;
  const applied = Object.values(result.details).some((d) => d.imported > 0 || d.updated > 0);
  if (!applied)
    return { kind: 'failed', title: 'Import failed', description: `Nothing was imported: ${plural}.` };
  return { kind: 'partial', title: `Imported with ${plural}`, description: counts };
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'processing'; job?: ImportJobData };

/** The steps after the last sheet, before the import is saved (the last third of a large import). */
const FINISHING_LABELS: Record<FinishingStep, string> = {
  history: 'Recording product history',
  search: 'Updating the search index',
  filters: 'Updating the catalogue filters',
};

/** What the running import has done so far, in words: "Waiting for 1 earlier import", "Products: 1,200 rows". */
export function jobProgressText(job: ImportJobData | undefined): string {
  if (!job) return 'Applying the file';
  if (job.status === 'queued')
    return job.waitingFor > 0
      ? `Waiting for ${job.waitingFor} earlier import${job.waitingFor === 1 ? '' : 's'} to finish`
      : 'Waiting to start';
  const p = job.progress;
  if (p?.finishing) {
    const { step, done, total } = p.finishing;
    return `${FINISHING_LABELS[step]}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products`;
  }
  if (!p || (!p.current && p.rows === 0)) return 'Reading the file';
  const current = p.current ? IMPORT_SECTION_LABELS[p.current] : null;
  const rows = p.rows.toLocaleString('en-US');
  return current ? `${current}: ${rows} rows done so far` : `${rows} rows done so far`;
}

export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  // The options are a kit form: sent with the upload, reset when the dialog closes.
  const options = useSchemaForm(importOptionsForm, { defaultValues: { ...IMPORT_OPTION_DEFAULTS } });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [result, setResult] = useState<ImportResult | null>(null);
  const [templatePending, setTemplatePending] = useState(false);
  const busy = phase.kind !== 'idle';

  const reset = () => {
    setFile(null);
    setResult(null);
    setDragging(false);
    setPhase({ kind: 'idle' });
    options.reset({ ...IMPORT_OPTION_DEFAULTS });
  };

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (busy) return;
    reset();
    onOpenChange(false);
  };

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    if (!isImportFile(chosen)) {
      notify.error('Invalid file type', 'Please select a CSV or Excel (.xlsx) file.');
      return;
    }
    if (chosen.size > MAX_IMPORT_BYTES) {
      notify.error('File too large', 'Please select a file smaller than 10MB.');
      return;
    }
    setFile(chosen);
  };

  const template = async () => {
    setTemplatePending(true);
    try {
      const how = await downloadTemplate();
      if (how === 'downloaded') notify.success('Template downloaded');
      else
        notify.success(
          'Download started',
          'If the template does not appear, check your browser download settings or allow pop-ups for this site.',
        );
    } catch (err) {
      notify.error(
        'Download failed',
        err instanceof Error && err.message ? err.message : 'Failed to download template. Please try again.',
      );
    } finally {
      setTemplatePending(false);
    }
  };

  const start = async () => {
    if (!file || busy) return;
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const answer = await uploadImport(file, options.getValues(), {
        onProgress: (fraction) => setPhase({ kind: 'uploading', fraction }),
        onUploaded: () => setPhase({ kind: 'processing' }),
        onJob: (job) => setPhase({ kind: 'processing', job }),
      });
      setResult(answer);
      // The result is shown and the dialog can close at once; the lists refresh behind it (on a large
      // catalogue that refetch took seconds, with "Processing…" and a disabled Close beside the result).
      setPhase({ kind: 'idle' });
      const outcome = importOutcome(answer);
      if (outcome.kind === 'success') notify.success(outcome.title, outcome.description);
      else if (outcome.kind === 'failed') notify.error(outcome.title, outcome.description);
      else toast({ title: outcome.title, description: outcome.description });
      void queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
      void queryClient.invalidateQueries({ queryKey: statsQuery().queryKey });
    } catch (err) {
      notify.error('Upload failed', err instanceof Error && err.message ? err.message : 'Upload failed');
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const percent = phase.kind === 'uploading' ? Math.round(phase.fraction * 100) : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg" onInteractOutside={(e) => busy && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Import Product Data</DialogTitle>
          <DialogDescription>
            Add or update products, categories, brands, tags, specifications and more in bulk from a CSV or
            Excel (.xlsx) file.
          </DialogDescription>
        </DialogHeader>

        {!result && (
          <section
            aria-label="How the import works"
            className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
          >
            <ol className="list-decimal space-y-1 pl-5">
              <li>Download the template: one sheet per section, with notes and two example rows.</li>
              <li>
                Fill in the sheets you need. Rows refer to each other by SKU, slug or key; the Products sheet
                alone, saved as CSV, also works.
              </li>
              <li>Upload the file and choose the options. Every row with a problem is reported.</li>
            </ol>
            <div>
              <Button variant="outline" size="sm" onClick={template} pending={templatePending}>
                {!templatePending && <Download className="h-4 w-4" aria-hidden />}
                Download Template
              </Button>
            </div>
          </section>
        )}

        {!result && (
          <>
            <label
              htmlFor={inputId}
              data-testid="import-drop-zone"
              data-dragging={dragging || undefined}
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
                dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
                busy && 'pointer-events-none opacity-60',
              )}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(false);
                choose(e.dataTransfer.files);
              }}
            >
              <Upload className="h-8 w-8 text-slate-400" aria-hidden />
              <span className="text-sm font-medium text-slate-700">
                Drag and drop your file here, or click to browse
              </span>
              <span className="text-xs text-slate-500">CSV or Excel (.xlsx), up to 10 MB</span>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept={`.csv,.xlsx,text/csv,${XLSX_TYPE}`}
                className="sr-only"
                aria-label="Import file"
                disabled={busy}
                onChange={(e) => {
                  choose(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>

            {file && (
              <div
                className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2"
                data-testid="import-file"
              >
                <FileSpreadsheet className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{file.name}</span>
                <span className="shrink-0 text-xs text-slate-500">{sizeInMb(file.size)}</span>
                <Button variant="ghost" size="sm" onClick={() => setFile(null)} disabled={busy}>
                  <X className="h-4 w-4" aria-hidden />
                  Remove
                </Button>
              </div>
            )}

            <FormKit form={options} idPrefix="import" readOnly={busy}>
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-semibold text-slate-900">Import options</legend>
                {OPTIONS.map((option) => (
                  <CheckboxField key={option.key} name={option.key} label={option.label} hint={option.hint} />
                ))}
              </fieldset>
            </FormKit>
          </>
        )}

        {busy && (
          <div className="grid gap-2" data-testid="import-progress">
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
              aria-valuetext={percent === null ? 'Processing' : `Uploading ${percent}%`}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn(
                  'h-full rounded-full bg-brand-600 transition-all',
                  percent === null && 'w-full animate-pulse',
                )}
                style={percent === null ? undefined : { width: `${percent}%` }}
              />
            </div>
            <p className="text-sm text-slate-700" aria-live="polite">
              Processing your products...
              <span className="ml-2 text-xs text-slate-500">
                {percent === null
                  ? jobProgressText(phase.kind === 'processing' ? phase.job : undefined)
                  : `Uploading ${percent}%`}
              </span>
            </p>
          </div>
        )}

        {result && <ImportResultPanel result={result} />}

        <DialogFooter>
          {!busy && (
            <Link
              href="/admin/products/imports"
              onClick={() => close(false)}
              className="mr-auto self-center text-sm font-medium text-brand-700 hover:underline"
            >
              Import history
            </Link>
          )}
          <Button variant="outline" onClick={() => close(false)} disabled={busy}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          {!result && (
            <Button onClick={start} disabled={!file || busy} pending={busy}>
              Start Import
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function ImportResultPanel({ result }: { result: ImportResult }) {
  const sections = IMPORT_SECTION_KEYS.map((key) => ({ key, ...result.details[key] })).filter(
    (s) => s.imported || s.updated || s.skipped || s.errors.length,
  );
  const outcome = importOutcome(result);
  const ok = outcome.kind === 'success';
  return (
    <section aria-label="Import result" className="grid gap-3" data-testid="import-result">
      <div
        className={cn(
          'flex items-start gap-3 rounded-lg border p-3 text-sm',
          ok
            ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
            : outcome.kind === 'failed'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-amber-200 bg-amber-50 text-amber-900',
        )}
      >
        {ok ? (
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        ) : (
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        )}
        <div>
          {!ok && (
            <p className="font-semibold" data-testid="import-outcome">
              {outcome.title}
            </p>
          )}
          <p className={ok ? 'font-semibold' : undefined}>
            {result.imported} products imported, {result.updated} updated
            {result.skipped ? `, ${result.skipped} rows skipped` : ''}
          </p>
          <p>
            {ok
              ? 'No errors.'
              : outcome.kind === 'failed'
                ? `Nothing was imported: ${result.errors.length} error${result.errors.length === 1 ? '' : 's'} (every row with a problem is listed below).`
                : `${result.errors.length} error${result.errors.length === 1 ? '' : 's'}: the rows below were not imported; every other row was.`}
          </p>
          {result.backup && <p className="text-xs">Backup taken first: {result.backup}</p>}
        </div>
      </div>
      {sections.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Result per section">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th className="py-1 pr-3 font-medium">Section</th>
                <th className="py-1 pr-3 text-right font-medium">Imported</th>
                <th className="py-1 pr-3 text-right font-medium">Updated</th>
                <th className="py-1 pr-3 text-right font-medium">Skipped</th>
                <th className="py-1 text-right font-medium">Errors</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((s) => (
                <tr key={s.key} className="border-t border-slate-100" data-testid={`result-${s.key}`}>
                  <td className="py-1 pr-3">{IMPORT_SECTION_LABELS[s.key]}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{s.imported}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{s.updated}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{s.skipped}</td>
                  <td
                    className={cn(
                      'py-1 text-right tabular-nums',
                      s.errors.length > 0 && 'font-semibold text-red-700',
                    )}
                  >
                    {s.errors.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sections
        .filter((s) => s.errors.length)
        .map((s) => (
          <details key={s.key} className="rounded-md border border-red-200 bg-red-50 p-2 text-sm" open>
            <summary className="cursor-pointer font-medium text-red-800">
              {IMPORT_SECTION_LABELS[s.key]}: {s.errors.length} errors
            </summary>
            <ul
              className="mt-1 max-h-40 list-disc overflow-y-auto pl-5 text-red-900"
              aria-label={`${IMPORT_SECTION_LABELS[s.key]} errors`}
            >
              {s.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </details>
        ))}
      {result.errors.length > 0 && (
        <details className="rounded-md border border-slate-200 p-2 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            All errors ({result.errors.length})
          </summary>
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5 text-slate-700" aria-label="All errors">
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
