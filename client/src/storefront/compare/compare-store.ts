// The visitor's compare selection (#20): up to four products, kept in local storage so it follows the
// visitor from page to page. It is a function the visitor asked for (like a basket), not a preference or
// tracking record, so it needs no consent; nothing of it is sent anywhere but in the /compare address.
import { COMPARE_MAX, compareHref } from '../../../../core/rules/compare';
import { type StoredProduct, storedList } from './stored-list';

export const COMPARE_STORAGE_KEY = 'torchworks-compare';
export const compareList = storedList(COMPARE_STORAGE_KEY, COMPARE_MAX);

export const useCompareList = compareList.use;

export function isComparing(slug: string): boolean {
  return compareList.get().some((p) => p.slug === slug);
}

/** Adds or removes a product; false when the selection is already full. */
export function toggleCompare(product: StoredProduct): boolean {
  const list = compareList.get();
  if (list.some((p) => p.slug === product.slug)) {
    compareList.set(list.filter((p) => p.slug !== product.slug));
    return true;
  }
  if (list.length >= COMPARE_MAX) return false;
  compareList.set([...list, { slug: product.slug, name: product.name, image: product.image }]);
  return true;
}

export const removeFromCompare = (slug: string) =>
  compareList.set(compareList.get().filter((p) => p.slug !== slug));
export const clearCompare = () => compareList.set([]);
export const compareListHref = (list: StoredProduct[]) => compareHref(list.map((p) => p.slug));
