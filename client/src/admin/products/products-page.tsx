// The products admin screen (document 001 §2.4): search, category, status and sort in the address;
// rows with image, name, SKU, category, status, stock and MSRP; details, edit, duplicate and delete;
// the pagination bar; the category and tag grids.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Copy,
  FolderPlus,
  ImageOff,
  Package,
  Pencil,
  Plus,
  Search,
  SlidersHorizontal,
  Tag as TagIcon,
  Trash2,
  Upload,
} from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGE_SIZES, PRODUCT_STATUS_LABELS, type ProductStatus } from '../../../../core/constants';
import { indentedCategoryOptions } from '../../../../core/rules/category-tree';
import type { Product, ProductListItem } from '../../../../core/schemas/products';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Pagination } from '../../components/ui/pagination';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/spinner';
import { Tooltip } from '../../components/ui/tooltip';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatPrice } from '../../lib/utils';
import { categoriesQuery } from '../../queries/categories';
import { completenessListQuery } from '../../queries/product-content';
import { PRODUCTS_KEY, productListQuery } from '../../queries/products';
import { statsQuery } from '../../queries/stats';
import { CompletenessBadge } from '../editor/completeness-card';
import { thumbnailOf } from '../images/image-uploader';
import { ImportDialog } from '../import/import-dialog';
import { BackupButton, ExportMenu } from '../import/transfer-buttons';
import { PageHeader } from '../page-header';
import { CategoryDialog, CategoryList, TagDialog, TagGrid } from '../taxonomy';
import { useCanEdit } from '../use-can-edit';
import { useDeleteImpact } from '../use-delete-mutation';
import { ProductDialog } from './product-dialog';
import { useProductListState } from './use-list-state';

export const STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  active: 'green',
  inactive: 'red',
  draft: 'yellow',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="status-badge">
      {PRODUCT_STATUS_LABELS[status]}
    </Badge>
  );
}

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

export default function ProductsPage() {
  const [state, update] = useProductListState();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const [categoryDialog, setCategoryDialog] = useState(false);
  const [tagDialog, setTagDialog] = useState(false);
  const [importDialog, setImportDialog] = useState(false);
  const [searchText, setSearchText] = useState(state.search);
  const [dialog, setDialog] = useState<{ open: boolean; productId: number | null }>({
    open: false,
    productId: null,
  });
  const [toDelete, setToDelete] = useState<ProductListItem | null>(null);
  const deleteImpact = useDeleteImpact('products', toDelete?.id);
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
      notify.error('Duplicate failed', errorMessage(err, 'Failed to duplicate product. Please try again.')),
  });

  const remove = useMutation({
    mutationFn: (product: ProductListItem) => apiJson('DELETE', `/api/products/${product.id}`),
    onSuccess: async () => {
      notify.success('Product deleted', 'Product has been successfully deleted.');
      setToDelete(null);
      await refresh();
    },
    onError: (err) =>
      notify.error('Delete failed', errorMessage(err, 'Failed to delete product. Please try again.')),
  });

  // A page number past the end (after deletes or a smaller page size) falls back to the last page.
  useEffect(() => {
    if (list.data && state.page > list.data.totalPages) update({ page: list.data.totalPages });
  }, [list.data, state.page, update]);

  /** The export takes the list's current filters. */
  const exportFilters = {
    search: state.search || undefined,
    categories: state.category === 'all' ? undefined : state.category,
    status: state.status,
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Manage your product catalogue: search, filter, edit and publish."
        actions={
          canEdit && (
            <>
              <Button variant="outline" onClick={() => setCategoryDialog(true)}>
                <FolderPlus className="h-4 w-4" aria-hidden />
                Add Category
              </Button>
              <Button variant="outline" onClick={() => setTagDialog(true)}>
                <TagIcon className="h-4 w-4" aria-hidden />
                Add Tag
              </Button>
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

      <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-3 md:grid-cols-[1fr_auto_auto_auto_auto]">
        <form onSubmit={submitSearch} className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Search by name, SKU or MPN..."
            aria-label="Search products"
            className="pl-9"
          />
        </form>
        <Select
          aria-label="Category"
          value={state.category}
          onValueChange={(category) => update({ category })}
          options={[
            { value: 'all', label: 'All Categories' },
            ...indentedCategoryOptions(categories.data ?? []),
          ]}
          className="md:w-56"
        />
        <Select
          aria-label="Status"
          value={state.status}
          onValueChange={(status) => update({ status })}
          options={STATUS_OPTIONS}
          className="md:w-36"
        />
        <Select
          aria-label="Completeness"
          value={state.completeness}
          onValueChange={(value) => update({ completeness: value })}
          options={COMPLETENESS_OPTIONS}
          className="md:w-40"
        />
        <Select
          aria-label="Sort"
          value={state.sort}
          onValueChange={(sort) => update({ sort: sort as typeof state.sort })}
          options={SORT_OPTIONS}
          className="md:w-40"
        />
      </div>

      {list.isError ? (
        <ErrorState
          title="Could not load products"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : list.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-20 w-full" />
          ))}
        </div>
      ) : !list.data || list.data.products.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No products found"
          description={
            state.search || state.category !== 'all' || state.status !== 'all' || state.completeness !== 'all'
              ? 'Nothing matches these filters. Clear the search or choose another category or status.'
              : 'Add your first product to start the catalogue.'
          }
          action={
            canEdit && (
              <Button onClick={() => setDialog({ open: true, productId: null })}>
                <Plus className="h-4 w-4" aria-hidden />
                Add Product
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-2"
            aria-label="Products"
            data-testid="product-list"
            aria-busy={list.isFetching}
          >
            {list.data.products.map((product) => (
              <li
                key={product.id}
                className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
                data-testid="product-row"
              >
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
                      <StatusBadge status={product.status} />
                      {product.featured && <Badge tone="brand">Featured</Badge>}
                      {scoreOf(product.id) !== undefined && (
                        <CompletenessBadge score={scoreOf(product.id)!} />
                      )}
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
                  <div className="flex items-center gap-1">
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
                      <>
                        <Tooltip content="Quick edit">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${product.name}`}
                            onClick={() => setDialog({ open: true, productId: product.id })}
                          >
                            <Pencil className="h-4 w-4" />
                          </Button>
                        </Tooltip>
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
                        <Tooltip content="Delete">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${product.name}`}
                            onClick={() => setToDelete(product)}
                          >
                            <Trash2 className="h-4 w-4 text-red-600" />
                          </Button>
                        </Tooltip>
                      </>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={list.data.page}
            totalPages={list.data.totalPages}
            total={list.data.total}
            limit={state.limit}
            pageSizes={PAGE_SIZES}
            onPageChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onLimitChange={(limit) => update({ limit })}
          />
        </>
      )}

      <div className="mt-10 grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Categories
          </h2>
          <CategoryList />
        </section>
        <section aria-labelledby="tags-heading">
          <h2 id="tags-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Tags
          </h2>
          <TagGrid />
        </section>
      </div>

      {canEdit && (
        <div className="fixed bottom-6 right-6 z-20 flex flex-col gap-2">
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
              className="h-12 w-12 rounded-full bg-white shadow-lg"
              aria-label="Import CSV"
              onClick={() => setImportDialog(true)}
            >
              <Upload className="h-5 w-5" />
            </Button>
          </Tooltip>
          <ExportMenu filters={exportFilters} />
        </div>
      )}
      {!canEdit && (
        <div className="fixed bottom-6 right-6 z-20">
          <ExportMenu filters={exportFilters} />
        </div>
      )}
      <ImportDialog open={importDialog} onOpenChange={setImportDialog} />

      <CategoryDialog open={categoryDialog} onOpenChange={setCategoryDialog} />
      <TagDialog open={tagDialog} onOpenChange={setTagDialog} />
      <ProductDialog
        open={dialog.open}
        productId={dialog.productId}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete product?"
        description={toDelete ? deleteMessage(toDelete.name) : ''}
        impact={deleteImpact}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
