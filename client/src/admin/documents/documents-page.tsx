// /admin/documents, the Document Library (document 000 §2 items 7-8, §5, §8): documents grouped by kind,
// cards with title, kind and version badges, description, "Download Document", edit and delete.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FileText, Link2, Upload } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, LANGUAGES } from '../../../../core/constants';
import type { DocumentItem } from '../../../../core/schemas/documents';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatBytes } from '../../lib/utils';
import { documentsKey, documentsQuery } from '../../queries/documents';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { UploadDocumentsDialog } from '../shared/form/upload-documents-dialog';
import { ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { useDeleteMutation } from '../shared/use-delete-mutation';
import { type ListStateOptions, useListState } from '../shared/use-list-state';
import { useCanEdit } from '../use-can-edit';
import { DocumentDialog } from './document-dialog';

const languageLabel = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/** Documents under their kind's heading, in the order of DOCUMENT_KINDS. */
const byKind = (documents: readonly DocumentItem[]) =>
  DOCUMENT_KINDS.filter((kind) => documents.some((d) => d.kind === kind)).map((kind) => ({
    key: kind,
    title: DOCUMENT_KIND_LABELS[kind],
    items: documents.filter((d) => d.kind === kind),
  }));

/** The library is paged on the server (#21): page and page size live in the address. */
const DOCUMENT_LIST: ListStateOptions<Record<never, string>> = { filters: {} };

export default function DocumentsPage() {
  const [{ page, limit }, update] = useListState(DOCUMENT_LIST);
  const documents = useQuery({ ...documentsQuery({ page, limit }), placeholderData: keepPreviousData });
  const canEdit = useCanEdit();
  const [dialog, setDialog] = useState<{ document: DocumentItem | null } | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const remove = useDeleteMutation<DocumentItem>({
    url: (d) => `/api/documents/${d.id}`,
    name: (d) => d.title,
    success: 'Document deleted',
    failure: () => ['Delete failed', 'Failed to delete document. Please try again.'],
    invalidates: () => [documentsKey],
  });
  const confirmDelete = useConfirmDelete<DocumentItem>({
    title: 'Delete document?',
    name: (d) => d.title,
    remove,
    entity: 'documents',
    id: (d) => d.id,
    counts: (d) => ({ products: d.linkedProducts }),
  });

  return (
    <>
      <PageHeader
        title="Document Library"
        description="Manage product documents and downloads"
        actions={
          canEdit && (
            <>
              <Button variant="outline" onClick={() => setDialog({ document: null })}>
                <Link2 className="h-4 w-4" aria-hidden />
                Add Document URL
              </Button>
              <Button onClick={() => setUploadOpen(true)}>
                <Upload className="h-4 w-4" aria-hidden />
                Upload Documents
              </Button>
            </>
          )
        }
      />
      <ListView
        query={documents}
        items={documents.data?.documents}
        paging={
          documents.data && {
            page: documents.data.page,
            totalPages: documents.data.totalPages,
            total: documents.data.total,
            limit,
            onPageChange: (next) => update({ page: next }),
            onLimitChange: (next) => update({ limit: next }),
          }
        }
        itemKey={(d) => d.id}
        label="Documents"
        noun={['document', 'documents']}
        loading={{ label: 'Loading documents...', shape: 'cards', showLabel: true }}
        error={{ title: 'Could not load the documents' }}
        empty={{
          icon: FileText,
          title: 'No documents yet',
          description: 'Upload spec sheets, manuals and certificates, or add a link to one.',
        }}
        layout="cards"
        groups={byKind}
        renderItem={(document) => (
          <Card className="flex h-full flex-col gap-2 p-4" data-testid="document-card">
            <div className="flex items-start gap-2">
              <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
              <h3 className="min-w-0 flex-1 break-words font-semibold text-slate-900">{document.title}</h3>
              <RowActions
                name={document.title}
                canEdit={canEdit}
                onEdit={() => setDialog({ document })}
                onDelete={() => confirmDelete.ask(document)}
              />
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone="brand">{document.kind}</Badge>
              {document.version && <Badge tone="blue">v{document.version}</Badge>}
              <Badge>{languageLabel(document.language)}</Badge>
              {document.size !== null && <Badge>{formatBytes(document.size)}</Badge>}
            </div>
            {document.description && <p className="text-sm text-slate-600">{document.description}</p>}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
              <a
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
              >
                <Download className="h-4 w-4" aria-hidden />
                Download Document
              </a>
              <span className="text-xs text-slate-500">
                {document.linkedProducts} {document.linkedProducts === 1 ? 'product' : 'products'}
              </span>
            </div>
          </Card>
        )}
      />
      <DocumentDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        document={dialog?.document ?? null}
      />
      <UploadDocumentsDialog open={uploadOpen} onOpenChange={setUploadOpen} />
      {confirmDelete.dialog}
    </>
  );
}
