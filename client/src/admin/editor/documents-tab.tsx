// The documents tab (document 001 §2.5, §5, §7): link an existing document ("Document is required"),
// "Upload New Document" (the document library's upload dialog, linking what it creates to this
// product), cards with Download in a new tab, and remove link (confirmed; the document stays).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Link2, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../core/constants';
import { DOCUMENT_MAX_LIMIT } from '../../../../core/schemas/documents';
import { type ProductDocumentLink, productDocumentInput } from '../../../../core/schemas/product-content';
import { FormKit, SelectField } from '../../components/form/form-kit';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { apiJson } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
import { documentsQuery } from '../../queries/documents';
import { productDocumentsQuery } from '../../queries/product-content';
import { PRODUCTS_KEY } from '../../queries/products';
import { UploadDocumentsDialog } from '../shared/form/upload-documents-dialog';
import { useCanEdit } from '../use-can-edit';
import { listState } from './list-state';
import { removeFailed, useTabMutation } from './use-tab-mutation';

const kindLabel = (kind: string) => DOCUMENT_KIND_LABELS[kind as DocumentKind] ?? kind;

export function DocumentsTab({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const links = useQuery(productDocumentsQuery(productId));
  const [linkOpen, setLinkOpen] = useState(false);
  // The picker searches the library on the server (it is paged, #21): the first DOCUMENT_MAX_LIMIT matches
  // in title order, and it says so when there are more, so no document is silently out of reach.
  const [librarySearch, setLibrarySearch] = useState('');
  const search = useDebounced(librarySearch, 250);
  const library = useQuery({ ...documentsQuery({ search, limit: DOCUMENT_MAX_LIMIT }), enabled: linkOpen });
  const [uploadOpen, setUploadOpen] = useState(false);
  const form = useSchemaForm(productDocumentInput, { defaultValues: { productId, documentId: '' } });
  const [toRemove, setToRemove] = useState<ProductDocumentLink | null>(null);

  const linked = new Set((links.data ?? []).map((l) => l.documentId));
  const available = (library.data?.documents ?? []).filter((d) => !linked.has(d.id));
  const more = Math.max(0, (library.data?.total ?? 0) - (library.data?.documents.length ?? 0));

  const link = useTabMutation(productId, {
    call: (id: number) =>
      apiJson('POST', `/api/products/${productId}/documents`, { productId, documentId: id }),
    success: () => ['Document added', 'The document is now linked to this product.'],
    failure: () => ['Add failed', 'Failed to add document.'],
    onDone: () => {
      setLinkOpen(false);
      form.reset();
    },
  });
  const remove = useTabMutation(productId, {
    call: (l: ProductDocumentLink) => apiJson('DELETE', `/api/products/${productId}/documents/${l.id}`),
    success: (_r, l) => [
      'Document removed',
      `"${l.document.title}" is no longer linked. It stays in the library.`,
    ],
    failure: (err, l) => removeFailed(`the document "${l.document.title}"`)(err),
    onDone: () => setToRemove(null),
  });

  return (
    <div className="grid gap-4">
      {canEdit && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setUploadOpen(true)}>
            <Upload className="h-4 w-4" aria-hidden />
            Upload New Document
          </Button>
          <Button onClick={() => setLinkOpen(true)}>
            <Link2 className="h-4 w-4" aria-hidden />
            Link Document
          </Button>
        </div>
      )}
      {listState(
        links,
        'linked documents',
        <EmptyState
          icon={FileText}
          title="No documents linked"
          description="Link a safety data sheet, manual or specification sheet from the library, or upload a new one."
        />,
      ) ?? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Linked documents">
          {links.data?.map((l) => (
            <li key={l.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex items-start gap-3">
                <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900">{l.document.title}</p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    <Badge tone="blue">{kindLabel(l.document.kind)}</Badge>
                    {l.document.version && <Badge tone="slate">v{l.document.version}</Badge>}
                    <Badge tone="slate">{l.document.language.toUpperCase()}</Badge>
                  </div>
                </div>
              </div>
              <div className="mt-auto flex items-center justify-between gap-2">
                <a
                  href={l.document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
                >
                  <Download className="h-4 w-4" aria-hidden />
                  Download
                </a>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setToRemove(l)}
                    aria-label={`Remove ${l.document.title}`}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
                    Remove
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <FormDialog
        open={linkOpen}
        onOpenChange={(open) => {
          setLinkOpen(open);
          if (!open) {
            form.reset();
            setLibrarySearch('');
          }
        }}
        title="Link Document"
        description="Choose a document from the library."
        submitLabel="Link Document"
        pending={link.isPending}
        dirty={form.formState.isDirty}
        onSubmit={form.handleSubmit(({ documentId }) => link.mutate(documentId))}
      >
        <Field
          label="Search the library"
          htmlFor="link-document-search"
          hint={
            more > 0
              ? `Showing the first ${library.data?.documents.length} of ${library.data?.total}: type to narrow.`
              : 'By title, description or file name.'
          }
        >
          <Input
            id="link-document-search"
            type="search"
            value={librarySearch}
            onChange={(e) => setLibrarySearch(e.target.value)}
            // Enter narrows the list; it does not submit the link without a document.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            maxLength={200}
            autoComplete="off"
          />
        </Field>
        <FormKit form={form} idPrefix="link">
          <SelectField
            name="documentId"
            id="link-document"
            label="Document"
            placeholder={
              available.length
                ? 'Select a document'
                : search
                  ? 'No document matches the search'
                  : 'Every document is already linked'
            }
            options={available.map((d) => ({
              value: String(d.id),
              label: `${d.title} (${kindLabel(d.kind)})`,
            }))}
          />
        </FormKit>
      </FormDialog>
      <UploadDocumentsDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        productId={productId}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY, productId] })}
      />
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove document link?"
        description={`"${toRemove?.document.title}" will no longer be linked to this product. The document stays in the library.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
      />
    </div>
  );
}
