// "Add Document URL" / "Edit Document" (document 000 §5, §7, §8): title, type (default SDS), URL,
// version, language, description. An uploaded file's address is shown but cannot be changed.
import { useEffect } from 'react';
import { type DocumentItem, documentInput } from '../../../../core/schemas/documents';
import { changedValues } from '../../components/form/changed-values';
import { FormKit, SelectField, TextAreaField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { createDocument, documentsKey, updateDocument } from '../../queries/documents';
import { kindOptions, languageOptions } from '../shared/form/document-options';
import { useSaveMutation } from '../use-save-mutation';

const defaults = (document: DocumentItem | null) => ({
  title: document?.title ?? '',
  kind: document?.kind ?? 'SDS',
  url: document?.url ?? '',
  version: document?.version ?? '',
  language: document?.language ?? 'en',
  description: document?.description ?? '',
});

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
  const form = useSchemaForm(documentInput, { defaultValues: defaults(document) });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(defaults(document));
  }, [open, document, reset]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof documentInput>) =>
      document
        ? updateDocument(document.id, changedValues(form.formState.dirtyFields, values))
        : createDocument(values),
    success: (saved) => [editing ? 'Document updated' : 'Document created', `"${saved.title}" was saved.`],
    failure: () => ['Save failed', 'Failed to save document. Please try again.'],
    invalidates: () => [documentsKey],
    fieldErrors: {
      setError: form.setError,
      fields: ['title', 'kind', 'url', 'version', 'language', 'description'],
    },
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Document' : 'Add Document URL'}
      submitLabel={editing ? 'Update Document' : 'Add Document'}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="document">
        <TextField name="title" label="Title" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="kind" label="Type" options={kindOptions} />
          <SelectField name="language" label="Language" options={languageOptions} />
        </div>
        <TextField
          name="url"
          label="URL"
          type={uploaded ? 'text' : 'url'}
          inputMode="url"
          placeholder="https://example.com/spec-sheet.pdf"
          readOnly={uploaded}
          hint={uploaded ? 'The address of an uploaded file cannot be changed.' : undefined}
        />
        <TextField name="version" label="Version" autoComplete="off" placeholder="e.g. 2.1" />
        <TextAreaField name="description" label="Description" />
      </FormKit>
    </FormDialog>
  );
}
