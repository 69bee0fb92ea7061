// /admin/products shows the products list; /admin/products/{id} and /admin/products/new the editor
// (loaded on demand: the list does not need its code).
import { lazy } from 'react';
import ProductsPage from '../products/products-page';
import type { SectionProps } from '../sections';

const ProductEditor = lazy(() => import('./product-editor'));

export default function ProductsSection({ id }: SectionProps) {
  return id ? <ProductEditor key={id} id={id} /> : <ProductsPage />;
}
