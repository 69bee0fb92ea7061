// /admin/brands (document 000 §2 item 5, §5, §8): Add Brand, a card grid with logo or placeholder,
// name, "Visit Website", description, edit and delete (with the specified confirmation).
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Plus, Tag } from 'lucide-react';
import { useState } from 'react';
import type { Brand } from '../../../../core/schemas/brands';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { brandsQuery } from '../../queries/brands';
import { PageHeader } from '../page-header';
import { RowActions } from '../taxonomy/row-actions';
import { useCanEdit } from '../use-can-edit';
import { useDeleteImpact, useDeleteMutation } from '../use-delete-mutation';
import { BrandDialog } from './brand-dialog';

function BrandLogo({ brand }: { brand: Brand }) {
  const [failed, setFailed] = useState(false);
  if (brand.logoUrl && !failed) {
    return (
      <img
        src={brand.logoUrl}
        alt={`${brand.name} logo`}
        className="h-12 w-12 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-1"
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400"
      data-testid="brand-placeholder"
    >
      <Tag className="h-6 w-6" aria-hidden />
    </span>
  );
}

export default function BrandsPage() {
  const brands = useQuery(brandsQuery());
  const canEdit = useCanEdit();
  const [dialog, setDialog] = useState<{ brand: Brand | null } | null>(null);
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const impact = useDeleteImpact(
    'brands',
    deleting?.id,
    deleting ? { products: deleting.productCount } : undefined,
  );

  const remove = useDeleteMutation<Brand>({
    url: (brand) => `/api/brands/${brand.id}`,
    name: (brand) => brand.name,
    success: 'Brand deleted',
    failure: () => ['Delete failed', 'Failed to delete brand. Please try again.'],
    invalidates: () => [brandsQuery().queryKey],
  });

  let content: React.ReactNode;
  if (brands.isPending) {
    content = (
      <div className="flex items-center justify-center gap-2 py-16 text-slate-500">
        <Spinner />
        <span>Loading brands...</span>
      </div>
    );
  } else if (brands.isError) {
    content = (
      <ErrorState
        title="Could not load the brands"
        message={errorMessage(brands.error)}
        onRetry={() => brands.refetch()}
      />
    );
  } else if (brands.data.length === 0) {
    content = (
      <EmptyState icon={Tag} title="No brands yet" description="Start by creating your first brand." />
    );
  } else {
    content = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {brands.data.map((brand) => (
          <Card key={brand.id} className="flex flex-col gap-3 p-4" data-testid="brand-card">
            <div className="flex items-start gap-3">
              <BrandLogo brand={brand} />
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold text-slate-900">{brand.name}</h3>
                {brand.website && (
                  <a
                    href={brand.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
                  >
                    Visit Website
                    <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                  </a>
                )}
              </div>
              <RowActions
                name={brand.name}
                canEdit={canEdit}
                onEdit={() => setDialog({ brand })}
                onDelete={() => setDeleting(brand)}
              />
            </div>
            {brand.description && <p className="line-clamp-3 text-sm text-slate-600">{brand.description}</p>}
            <div className="mt-auto">
              <Badge>
                {brand.productCount} {brand.productCount === 1 ? 'product' : 'products'}
              </Badge>
            </div>
          </Card>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Brands"
        description="The makers behind your products."
        actions={
          canEdit && (
            <Button onClick={() => setDialog({ brand: null })}>
              <Plus className="h-4 w-4" aria-hidden />
              Add Brand
            </Button>
          )
        }
      />
      {content}
      <BrandDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        brand={dialog?.brand ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete brand?"
        description={deleting ? deleteMessage(deleting.name) : ''}
        impact={impact}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
