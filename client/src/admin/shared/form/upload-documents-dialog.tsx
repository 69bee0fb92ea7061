// "Create New Documents" (document 000 §2 item 8, §5, §8, §9): a drop zone (drag and drop or click to
// browse) for up to 10 files, optional title, type, version, language (en) and description. Files beyond
// the free slots are not dropped silently: the user is told how many were left out. With a productId
// (the product editor) the new documents are linked to that product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_DOCUMENT_FILES, MAX_UPLOAD_BYTES } from '../../../../../core/constants';
import { type DocumentUploadResponse, documentUploadForm } from '../../../../../core/schemas/documents';
import { FormKit, SelectField, TextAreaField, TextField } from '../../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ApiError, apiUpload } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { cn, formatBytes } from '../../../lib/utils';
import { documentsKey } from '../../../queries/documents';
import { kindOptions, languageOptions } from './document-options';

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.txt', '.csv'];
const ACCEPTED_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
  'text/csv',
]);

export const unsupportedMessage = (type: string) =>
  `Unsupported file type: ${type}. Please upload PDF, Word, Excel, or text files.`;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

/** Accepted when the name has an accepted extension, or (no extension) the browser's type is accepted. */
export function isAcceptedFile(file: File): boolean {
  const ext = extension(file.name);
  return ext ? ACCEPTED_EXTENSIONS.includes(ext) : ACCEPTED_TYPES.has(file.type);
}

const DEFAULTS = { title: '', kind: 'SPEC', version: '', language: 'en', description: '' } as const;

export function UploadDocumentsDialog({
  open,
  onOpenChange,
  productId,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Links every created document to this product (the product editor). */
  productId?: number;
  onUploaded?: (result: DocumentUploadResponse) => void;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Array<{ id: number; file: File }>>([]);
  const nextId = useRef(0);
  const files = entries.map((e) => e.file);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useSchemaForm(documentUploadForm, { defaultValues: DEFAULTS });
  const { reset } = form;

  useEffect(() => {
    if (open) return;
    setEntries([]);
    setDragging(false);
    setNotice(null);
    setFileError(null);
    reset(DEFAULTS);
  }, [open, reset]);

  function addFiles(list: FileList | File[]) {
    const chosen = Array.from(list);
    if (chosen.length === 0) return;
    const accepted: File[] = [];
    for (const file of chosen) {
      if (!isAcceptedFile(file)) {
        notify.error(
          'Unsupported file type',
          unsupportedMessage(file.type || extension(file.name) || 'unknown'),
        );
        continue;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        notify.error('File too large', `"${file.name}" is larger than ${MAX_UPLOAD_BYTES / 1048576} MB.`);
        continue;
      }
      accepted.push(file);
    }
    if (accepted.length === 0) return;
    const remaining = MAX_DOCUMENT_FILES - files.length;
    if (remaining <= 0) {
      notify.error('Upload limit reached', `You can only upload up to ${MAX_DOCUMENT_FILES} documents.`);
      return;
    }
    const taken = accepted.slice(0, remaining);
    const left = accepted.length - taken.length;
    setNotice(
      left > 0
        ? `${left} ${left === 1 ? 'file was' : 'files were'} not added: you can only upload up to ${MAX_DOCUMENT_FILES} documents at a time.`
        : null,
    );
    setFileError(null);
    setEntries((current) => [...current, ...taken.map((file) => ({ id: nextId.current++, file }))]);
  }

  const mutation = useMutation({
    mutationFn: (values: FormOutputOf<typeof documentUploadForm>) => {
      const body = new FormData();
      for (const file of files) body.append('document', file, file.name);
      for (const [name, value] of Object.entries(values)) if (value) body.append(name, value);
      if (productId !== undefined) body.append('productId', String(productId));
      return apiUpload<DocumentUploadResponse>('/api/documents/upload', body);
    },
    onSuccess: async (result) => {
      const n = result.documents.length;
      notify.success(
        productId !== undefined ? 'Documents created and linked' : 'Documents created',
        `Upload successful: ${n} document(s) uploaded successfully.`,
      );
      await queryClient.invalidateQueries({ queryKey: documentsKey });
      onUploaded?.(result);
      onOpenChange(false);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status >= 500) {
        notify.error('Creation failed', 'Failed to create documents. Please try again.');
      } else if (err instanceof ApiError && err.serverMessage) {
        notify.error('Upload failed', err.serverMessage);
      } else {
        notify.error('Upload failed', 'Failed to upload documents. Please try again.');
      }
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Documents"
      description={`Upload up to ${MAX_DOCUMENT_FILES} files (PDF, Word, Excel, text or CSV; ${MAX_UPLOAD_BYTES / 1048576} MB each).`}
      submitLabel={files.length > 1 ? `Upload ${files.length} Documents` : 'Upload Document'}
      pending={mutation.isPending}
      size="lg"
      onSubmit={(event) => {
        if (files.length === 0) setFileError('At least one document file is required');
        return form.handleSubmit((values) => {
          if (files.length > 0) mutation.mutate(values);
        })(event);
      }}
    >
      <Field label="Files" htmlFor={inputId} error={fileError ?? undefined} required>
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
          )}
          data-testid="drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            addFiles(e.dataTransfer.files);
          }}
        >
          <Upload className="h-8 w-8 text-slate-400" aria-hidden />
          <span className="text-sm font-medium text-slate-700">
            Drag and drop files here, or click to browse
          </span>
          <span className="text-xs text-slate-500">
            {files.length} / {MAX_DOCUMENT_FILES} files · .pdf, .doc, .docx, .xls, .xlsx, .txt, .csv
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPTED_EXTENSIONS.join(',')}
            className="sr-only"
            aria-invalid={!!fileError || undefined}
            onChange={(e) => {
              if (e.target.files) addFiles(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      </Field>
      {notice && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {notice}
        </p>
      )}
      {files.length > 0 && (
        <ul className="grid gap-2" aria-label="Chosen files">
          {entries.map(({ id, file }) => (
            <li
              key={id}
              className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2"
              data-testid="chosen-file"
            >
              <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{formatBytes(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="h-7 w-7"
                onClick={() => {
                  setEntries((current) => current.filter((e) => e.id !== id));
                  setNotice(null);
                }}
                aria-label={`Remove ${file.name}`}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormKit form={form} idPrefix="upload">
        <TextField
          name="title"
          label="Title (optional)"
          hint="Defaults to each file's name without its extension."
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="kind" label="Type" options={kindOptions} />
          <TextField name="version" label="Version (optional)" autoComplete="off" />
          <SelectField name="language" label="Language" options={languageOptions} />
        </div>
        <TextAreaField name="description" label="Description (optional)" rows={2} />
      </FormKit>
    </FormDialog>
  );
}
