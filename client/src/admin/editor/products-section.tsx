// /admin/products shows the products list; /admin/products/{id} and /admin/products/new the editor.
import { lazy } from 'react';
import type { SectionProps } from '../sections';

const ProductsPage = lazy(() => import('../products/products-page'));
const ProductEditor = lazy(() => import('./product-editor'));

export default function ProductsSection({ id }: SectionProps) {
  return id ? <ProductEditor key={id} id={id} /> : <ProductsPage />;
}
