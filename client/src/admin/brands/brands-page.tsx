// /admin/brands (document 000 §2 item 5, §5, §8): Add Brand, a card grid with logo or placeholder,
// name, "Visit Website", description, edit and delete (with the specified confirmation).
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Plus, Tag } from 'lucide-react';
import { useState } from 'react';
import type { Brand } from '../../../../core/schemas/brands';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { brandsQuery } from '../../queries/brands';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { HistoryButton } from '../shared/history-dialog';
import { ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { useDeleteMutation } from '../shared/use-delete-mutation';
import { useCanEdit } from '../use-can-edit';
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
  const remove = useDeleteMutation<Brand>({
    url: (brand) => `/api/brands/${brand.id}`,
    name: (brand) => brand.name,
    success: 'Brand deleted',
    failure: () => ['Delete failed', 'Failed to delete brand. Please try again.'],
    invalidates: () => [brandsQuery().queryKey],
  });
  const confirmDelete = useConfirmDelete<Brand>({
    title: 'Delete brand?',
    name: (brand) => brand.name,
    remove,
    entity: 'brands',
    id: (brand) => brand.id,
    counts: (brand) => ({ products: brand.productCount }),
  });

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
      <ListView
        query={brands}
        items={brands.data}
        itemKey={(brand) => brand.id}
        label="Brands"
        noun={['brand', 'brands']}
        loading={{ label: 'Loading brands...', shape: 'cards', showLabel: true }}
        error={{ title: 'Could not load the brands' }}
        empty={{ icon: Tag, title: 'No brands yet', description: 'Start by creating your first brand.' }}
        layout="cards"
        renderItem={(brand) => (
          <Card className="flex h-full flex-col gap-3 p-4" data-testid="brand-card">
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
              <div className="flex shrink-0 items-center gap-1">
                <HistoryButton
                  name={brand.name}
                  entity="brand"
                  url={`/api/brands/${brand.id}`}
                  keyPrefix={[...brandsQuery().queryKey, brand.id]}
                  restores="The brand's name, description, website and logo"
                  invalidates={[brandsQuery().queryKey]}
                />
                <RowActions
                  name={brand.name}
                  canEdit={canEdit}
                  onEdit={() => setDialog({ brand })}
                  onDelete={() => confirmDelete.ask(brand)}
                />
              </div>
            </div>
            {brand.description && <p className="line-clamp-3 text-sm text-slate-600">{brand.description}</p>}
            <div className="mt-auto">
              <Badge>
                {brand.productCount} {brand.productCount === 1 ? 'product' : 'products'}
              </Badge>
            </div>
          </Card>
        )}
      />
      <BrandDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        brand={dialog?.brand ?? null}
      />
      {confirmDelete.dialog}
    </>
  );
}
