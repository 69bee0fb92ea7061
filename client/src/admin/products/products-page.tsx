// The products admin screen (document 001 §2.4): search, category, status and sort in the address;
// rows with image, name, SKU, category, status, stock and MSRP; details, edit, duplicate and delete;
// the pagination bar; the category and tag grids.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, ImageOff, Package, Plus, SlidersHorizontal, Upload } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGE_SIZES } from '../../../../core/constants';
import { indentedCategoryOptions } from '../../../../core/rules/category-tree';
import type { Product, ProductListItem } from '../../../../core/schemas/products';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Tooltip } from '../../components/ui/tooltip';
import { apiJson, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatPrice } from '../../lib/utils';
import { categoriesQuery } from '../../queries/categories';
import { completenessListQuery } from '../../queries/product-content';
import { PRODUCTS_KEY, productListQuery } from '../../queries/products';
import { statsQuery } from '../../queries/stats';
import { PageHeader } from '../page-header';
import { CompletenessBadge } from '../shared/completeness-badge';
import { useConfirmDelete } from '../shared/confirm-delete';
import { floatingButton, WithFloatingActions } from '../shared/floating-actions';
import { thumbnailOf } from '../shared/form/image-uploader';
import { ListSearch } from '../shared/list-search';
import { ListView } from '../shared/list-view';
import { ProductStatusBadge } from '../shared/product-status-badge';
import { PublishingBadges } from '../shared/publishing-badges';
import { RowActions } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { ImportDialog } from './import-dialog';
import { ProductDialog } from './product-dialog';
import { useProductListState } from './product-list-state';
import { BackupButton, ExportMenu } from './transfer-buttons';

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'status', label: 'Status' },
];

const COMPLETENESS_OPTIONS = [
  { value: 'all', label: 'Any completeness' },
  { value: 'incomplete', label: 'Incomplete' },
  { value: 'complete', label: 'Complete' },
];

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'draft', label: 'Draft' },
];

function ProductThumb({ product }: { product: ProductListItem }) {
  const main = product.images[0];
  return main ? (
    <img
      src={thumbnailOf(main)}
      alt={product.name}
      width={56}
      height={56}
      loading="lazy"
      className="h-14 w-14 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain"
    />
  ) : (
    <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-slate-400">
      <ImageOff className="h-5 w-5" aria-label="No image" />
    </span>
  );
}

export interface ProductsPageProps {
  /** What the taxonomy section lends this screen (composed in admin/products-section.tsx): its
   * Add Category and Add Tag header buttons, and the category and tag grids under the list. */
  taxonomy?: { actions: React.ReactNode; grids: React.ReactNode };
}

export default function ProductsPage({ taxonomy }: ProductsPageProps) {
  const [state, update] = useProductListState();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const [importDialog, setImportDialog] = useState(false);
  const [searchText, setSearchText] = useState(state.search);
  const [dialog, setDialog] = useState<{ open: boolean; productId: number | null }>({
    open: false,
    productId: null,
  });
  const categories = useQuery(categoriesQuery());

  useEffect(() => setSearchText(state.search), [state.search]);

  const list = useQuery(
    productListQuery({
      search: state.search || undefined,
      categories: state.category === 'all' ? undefined : state.category,
      status: state.status,
      completeness: state.completeness === 'all' ? undefined : state.completeness,
      // A search without a chosen order lists by relevance (#17: the server's default with a search).
      sortBy: state.search && state.sort === 'newest' ? undefined : state.sort,
      page: state.page,
      limit: state.limit,
    }),
  );

  const completeness = useQuery(completenessListQuery((list.data?.products ?? []).map((p) => p.id)));
  const scoreOf = (id: number) => completeness.data?.find((c) => c.productId === id)?.score;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: statsQuery().queryKey }),
    ]);

  const duplicate = useMutation({
    mutationFn: (product: ProductListItem) =>
      apiJson<Product>('POST', `/api/products/${product.id}/duplicate`),
    onSuccess: async (copy) => {
      notify.success(
        'Product duplicated',
        `"${copy.name}" was created as a draft. Review it before publishing.`,
      );
      await refresh();
      navigate(`/admin/products/${copy.id}`);
    },
    onError: (err) =>
      notify.error('Duplicate failed', failureMessage(err, 'Failed to duplicate product. Please try again.')),
  });

  const remove = useMutation({
    mutationFn: (product: ProductListItem) => apiJson('DELETE', `/api/products/${product.id}`),
    onSuccess: async () => {
      notify.success('Product deleted', 'Product has been successfully deleted.');
      await refresh();
    },
    onError: (err) =>
      notify.error('Delete failed', failureMessage(err, 'Failed to delete product. Please try again.')),
  });
  const confirmDelete = useConfirmDelete<ProductListItem>({
    title: 'Delete product?',
    name: (p) => p.name,
    remove,
    entity: 'products',
    id: (p) => p.id,
  });

  /** The export takes the list's current filters. */
  const exportFilters = {
    search: state.search || undefined,
    categories: state.category === 'all' ? undefined : state.category,
    status: state.status,
  };

  const filtered =
    state.search || state.category !== 'all' || state.status !== 'all' || state.completeness !== 'all';

  return (
    <>
      <PageHeader
        title="Products"
        description="Manage your product catalogue: search, filter, edit and publish."
        actions={
          canEdit && (
            <>
              {taxonomy?.actions}
              <BackupButton />
              <Button variant="outline" onClick={() => setImportDialog(true)}>
                <Upload className="h-4 w-4" aria-hidden />
                Import CSV
              </Button>
              <Button onClick={() => setDialog({ open: true, productId: null })}>
                <Plus className="h-4 w-4" aria-hidden />
                Add Product
              </Button>
            </>
          )
        }
      />
      <WithFloatingActions
        actions={
          <>
            {canEdit && (
              <>
                <Tooltip content="Add product in the editor">
                  <Link
                    href="/admin/products/new"
                    className={`${buttonClass('default', 'icon')} h-12 w-12 rounded-full shadow-lg`}
                    aria-label="Add product"
                  >
                    <Plus className="h-5 w-5" />
                  </Link>
                </Tooltip>
                <Tooltip content="Import CSV or Excel">
                  <Button
                    variant="outline"
                    size="icon"
                    className={floatingButton}
                    aria-label="Import CSV"
                    onClick={() => setImportDialog(true)}
                  >
                    <Upload className="h-5 w-5" />
                  </Button>
                </Tooltip>
              </>
            )}
            <ExportMenu filters={exportFilters} />
          </>
        }
      >
        <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4">
          <ListSearch
            className="sm:col-span-2 lg:col-span-4"
            label="Search products"
            placeholder="Search by name, SKU or MPN..."
            hint="Name, SKU or MPN; press Enter or Search."
            value={searchText}
            onChange={setSearchText}
            onSearch={() => update({ search: searchText.trim() })}
          />
          <Select
            aria-label="Category"
            value={state.category}
            onValueChange={(category) => update({ category })}
            options={[
              { value: 'all', label: 'All Categories' },
              ...indentedCategoryOptions(categories.data ?? []),
            ]}
          />
          <Select
            aria-label="Status"
            value={state.status}
            onValueChange={(status) => update({ status: status as typeof state.status })}
            options={STATUS_OPTIONS}
          />
          <Select
            aria-label="Completeness"
            value={state.completeness}
            onValueChange={(value) => update({ completeness: value as typeof state.completeness })}
            options={COMPLETENESS_OPTIONS}
          />
          <Select
            aria-label="Sort"
            value={state.sort}
            onValueChange={(sort) => update({ sort: sort as typeof state.sort })}
            options={SORT_OPTIONS}
          />
        </div>

        <ListView
          query={list}
          items={list.data?.products}
          itemKey={(p) => p.id}
          label="Products"
          noun={['product', 'products']}
          loading={{ label: 'Loading products...', count: 6 }}
          error={{ title: 'Could not load products' }}
          empty={{
            icon: Package,
            title: 'No products found',
            description: filtered
              ? 'Nothing matches these filters. Clear the search or choose another category or status.'
              : 'Add your first product to start the catalogue.',
            action: canEdit && (
              <Button onClick={() => setDialog({ open: true, productId: null })}>
                <Plus className="h-4 w-4" aria-hidden />
                Add Product
              </Button>
            ),
          }}
          paging={
            list.data && {
              page: list.data.page,
              totalPages: list.data.totalPages,
              total: list.data.total,
              limit: state.limit,
              pageSizes: PAGE_SIZES,
              onPageChange: (page) => update({ page }),
              onLimitChange: (limit) => update({ limit }),
            }
          }
          itemProps={() => ({
            'data-testid': 'product-row',
            className:
              'flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center',
          })}
          renderItem={(product) => (
            <>
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <ProductThumb product={product} />
                <div className="min-w-0">
                  <Link
                    href={`/admin/products/${product.id}`}
                    className="block truncate font-medium text-slate-900 hover:text-brand-700"
                  >
                    {product.name}
                  </Link>
                  <p className="truncate text-xs text-slate-500">
                    SKU <span className="font-mono">{product.sku}</span>
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <Badge tone="slate">{product.category?.name ?? 'Uncategorized'}</Badge>
                    <ProductStatusBadge status={product.status} />
                    <PublishingBadges type="product" id={product.id} />
                    {product.featured && <Badge tone="brand">Featured</Badge>}
                    {scoreOf(product.id) !== undefined && <CompletenessBadge score={scoreOf(product.id)!} />}
                  </div>
                </div>
              </div>
              <div className="flex items-center justify-between gap-4 sm:justify-end">
                <div className="text-right text-sm">
                  <p className="font-semibold text-slate-900">
                    {formatPrice(product.price) ? `$${formatPrice(product.price)}` : '—'}{' '}
                    <span className="text-xs font-normal text-slate-500">MSRP</span>
                  </p>
                  <p className="text-xs text-slate-500">{product.stock} units</p>
                </div>
                <div className="flex items-center gap-1" data-row-actions="">
                  <Tooltip content="Open the product editor">
                    <Link
                      href={`/admin/products/${product.id}`}
                      className={buttonClass('ghost', 'icon')}
                      aria-label={`Details of ${product.name}`}
                    >
                      <SlidersHorizontal className="h-4 w-4" />
                    </Link>
                  </Tooltip>
                  {canEdit && (
                    <Tooltip content="Duplicate as a draft">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Duplicate ${product.name}`}
                        pending={duplicate.isPending && duplicate.variables?.id === product.id}
                        onClick={() => duplicate.mutate(product)}
                      >
                        <Copy className="h-4 w-4" />
                      </Button>
                    </Tooltip>
                  )}
                  <RowActions
                    name={product.name}
                    canEdit={canEdit}
                    onEdit={() => setDialog({ open: true, productId: product.id })}
                    onDelete={() => confirmDelete.ask(product)}
                  />
                </div>
              </div>
            </>
          )}
        />

        {taxonomy?.grids}
      </WithFloatingActions>
      <ImportDialog open={importDialog} onOpenChange={setImportDialog} />
      <ProductDialog
        open={dialog.open}
        productId={dialog.productId}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      {confirmDelete.dialog}
    </>
  );
}
