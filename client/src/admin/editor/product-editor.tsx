// The product detail editor (document 001 §2.5): /admin/products/new creates (every tab but overview
// disabled; on create it moves to /admin/products/{newId}); /admin/products/{id} edits with the tabs
// overview, specifications, documents, highlights, faqs, relationships and tags, and a completeness
// card saying what the product still lacks.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError, errorMessage } from '../../lib/api';
import { productQuery } from '../../queries/products';
import { DraftBar } from '../shared/draft-bar';
import { ProductStatusBadge } from '../shared/product-status-badge';
import { ScheduleControl } from '../shared/schedule-control';
import { CompletenessCard } from './completeness-card';
import { DocumentsTab } from './documents-tab';
import { FaqsTab } from './faqs-tab';
import { HighlightsTab } from './highlights-tab';
import { HistoryTab } from './history-tab';
import { OverviewTab } from './overview-tab';
import { RelationshipsTab } from './relationships-tab';
import { SpecsTab } from './specs-tab';
import { TagsTab } from './tags-tab';

export const EDITOR_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'specifications', label: 'Specifications' },
  { value: 'documents', label: 'Documents' },
  { value: 'highlights', label: 'Highlights' },
  { value: 'faqs', label: 'FAQs' },
  { value: 'relationships', label: 'Relationships' },
  { value: 'tags', label: 'Tags' },
  { value: 'history', label: 'History' },
] as const;

function BackLink() {
  return (
    <Link
      href="/admin/products"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Products
    </Link>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={PackageX}
      title="Product not found"
      description="It may have been deleted, or the address is wrong."
      action={
        <Link href="/admin/products" className={buttonClass('default')}>
          Return to Products
        </Link>
      }
    />
  );
}

export default function ProductEditor({ id }: { id: string }) {
  const isNew = id === 'new';
  const productId = /^\d+$/.test(id) ? Number(id) : 0;
  const [tab, setTab] = useState('overview');
  const product = useQuery({ ...productQuery(productId), enabled: !isNew && productId > 0 });

  if (!isNew && (productId === 0 || (product.error instanceof ApiError && product.error.status === 404)))
    return (
      <>
        <BackLink />
        <NotFound />
      </>
    );
  if (!isNew && product.isError)
    return (
      <>
        <BackLink />
        <ErrorState
          title="Could not load the product"
          message={errorMessage(product.error)}
          onRetry={() => product.refetch()}
        />
      </>
    );
  if (!isNew && !product.data)
    return (
      <div aria-busy="true" className="grid gap-4">
        <BackLink />
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );

  const current = isNew ? null : product.data!;
  return (
    <>
      <BackLink />
      <div className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">
            {current ? current.name : 'New Product'}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {current ? (
              <>
                SKU <span className="font-mono">{current.sku}</span>
                {current.category ? ` · ${current.category.name}` : ''}
              </>
            ) : (
              'Fill in the overview and create the product; the other tabs open once it exists.'
            )}
          </p>
        </div>
        {current && (
          <div className="flex items-center gap-2">
            <ProductStatusBadge status={current.status} />
            {current.status === 'active' && (
              <a
                href={`/products/${current.slug}`}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                View on site
              </a>
            )}
          </div>
        )}
      </div>

      {current && (
        <DraftBar
          type="product"
          id={current.id}
          publicPath={`/products/${current.slug}`}
          invalidates={[productQuery(current.id).queryKey]}
        />
      )}
      {current && (
        <ScheduleControl type="product" id={current.id} invalidates={[productQuery(current.id).queryKey]} />
      )}
      {current && <CompletenessCard productId={current.id} onGoTo={setTab} />}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Product editor sections" className="w-full justify-start">
          {EDITOR_TABS.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              disabled={isNew && t.value !== 'overview'}
              title={isNew && t.value !== 'overview' ? 'Save the product first' : undefined}
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Kept mounted: unsaved overview edits survive a visit to another tab. */}
        <TabsContent value="overview" forceMount className="data-[state=inactive]:hidden">
          <OverviewTab product={current} />
        </TabsContent>
        {current && (
          <>
            <TabsContent value="specifications">
              <SpecsTab productId={current.id} />
            </TabsContent>
            <TabsContent value="documents">
              <DocumentsTab productId={current.id} />
            </TabsContent>
            <TabsContent value="highlights">
              <HighlightsTab productId={current.id} />
            </TabsContent>
            <TabsContent value="faqs">
              <FaqsTab productId={current.id} />
            </TabsContent>
            <TabsContent value="relationships">
              <RelationshipsTab productId={current.id} />
            </TabsContent>
            <TabsContent value="tags">
              <TagsTab productId={current.id} />
            </TabsContent>
            <TabsContent value="history">
              <HistoryTab productId={current.id} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </>
  );
}
