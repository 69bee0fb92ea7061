// /admin/products: the list, or with an id (/admin/products/{id}, /admin/products/new) the editor, loaded
// on demand; /admin/products/imports is the import history (#18). Sections never import each other (tests/unit/admin-sections.test.ts); what one lends another
// is composed here, at the app level: the taxonomy's buttons and grids on the products screen.
import { lazy } from 'react';
import ProductsPage from './products/products-page';
import type { SectionProps } from './sections';
import { TaxonomyAddButtons, TaxonomyGrids } from './taxonomy/product-taxonomy';

const ProductEditor = lazy(() => import('./editor/product-editor'));
const ImportHistoryPage = lazy(() => import('./products/import-history-page'));

export default function ProductsSection({ id }: SectionProps) {
  if (id === 'imports') return <ImportHistoryPage />;
  return id ? (
    <ProductEditor key={id} id={id} />
  ) : (
    <ProductsPage taxonomy={{ actions: <TaxonomyAddButtons />, grids: <TaxonomyGrids /> }} />
  );
}
