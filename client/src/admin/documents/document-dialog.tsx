// "Add Document URL" / "Edit Document" (document 000 §5, §7, §8): title, type (default SDS), URL,
// version, language, description. An uploaded file's address is shown but cannot be changed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  LANGUAGES,
} from '../../../../core/constants';
import { type DocumentInput, type DocumentItem, documentInput } from '../../../../core/schemas/documents';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { documentsQuery } from '../../queries/documents';
import { useSaveMutation } from '../use-save-mutation';

interface FormValues {
  title: string;
  kind: DocumentKind;
  url: string;
  version: string;
  language: string;
  description: string;
}

export const kindOptions = DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] }));
export const languageOptions = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

export function DocumentDialog({
  open,
  onOpenChange,
  document = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document?: DocumentItem | null;
}) {
  const editing = document !== null;
  const uploaded = !!document?.fileName;
  const form = useForm<FormValues, unknown, DocumentInput>({
    resolver: zodResolver(documentInput) as never,
    defaultValues: { title: '', kind: 'SDS', url: '', version: '', language: 'en', description: '' },
  });
  const { register, handleSubmit, control, reset, formState } = form;

  useEffect(() => {
    if (!open) return;
    reset({
      title: document?.title ?? '',
      kind: document?.kind ?? 'SDS',
      url: document?.url ?? '',
      version: document?.version ?? '',
      language: document?.language ?? 'en',
      description: document?.description ?? '',
    });
  }, [open, document, reset]);

  const mutation = useSaveMutation<DocumentInput, DocumentItem, FormValues>({
    create: ['POST', '/api/documents'],
    update: document && ['PATCH', `/api/documents/${document.id}`],
    success: (saved) => [editing ? 'Document updated' : 'Document created', `"${saved.title}" was saved.`],
    failure: () => ['Save failed', 'Failed to save document. Please try again.'],
    invalidates: () => [documentsQuery().queryKey],
    fieldErrors: {
      setError: form.setError,
      fields: ['title', 'kind', 'url', 'version', 'language', 'description'],
    },
    onSaved: () => onOpenChange(false),
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Document' : 'Add Document URL'}
      submitLabel={editing ? 'Update Document' : 'Add Document'}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Title" htmlFor="document-title" error={errors.title?.message} required>
        <Input
          id="document-title"
          autoComplete="off"
          aria-invalid={!!errors.title || undefined}
          {...register('title')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" htmlFor="document-kind" error={errors.kind?.message}>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                id="document-kind"
                aria-label="Type"
                value={field.value}
                onValueChange={field.onChange}
                options={kindOptions}
              />
            )}
          />
        </Field>
        <Field label="Language" htmlFor="document-language" error={errors.language?.message}>
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                id="document-language"
                aria-label="Language"
                value={field.value}
                onValueChange={field.onChange}
                options={languageOptions}
              />
            )}
          />
        </Field>
      </div>
      <Field
        label="URL"
        htmlFor="document-url"
        error={errors.url?.message}
        hint={uploaded ? 'The address of an uploaded file cannot be changed.' : undefined}
        required
      >
        <Input
          id="document-url"
          type={uploaded ? 'text' : 'url'}
          inputMode="url"
          placeholder="https://example.com/spec-sheet.pdf"
          readOnly={uploaded}
          aria-invalid={!!errors.url || undefined}
          {...register('url')}
        />
      </Field>
      <Field label="Version" htmlFor="document-version" error={errors.version?.message}>
        <Input id="document-version" autoComplete="off" placeholder="e.g. 2.1" {...register('version')} />
      </Field>
      <Field label="Description" htmlFor="document-description" error={errors.description?.message}>
        <Textarea id="document-description" rows={3} {...register('description')} />
      </Field>
    </FormDialog>
  );
}
