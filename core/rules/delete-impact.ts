// What a delete does to other records (#14), in one place for the server (which counts, refuses or
// cascades) and the admin's confirmation (which shows these sentences before anything happens).

export const DELETE_IMPACT_ENTITIES = [
  'products',
  'categories',
  'brands',
  'tags',
  'tag-categories',
  'spec-categories',
  'spec-definitions',
  'documents',
  'pages',
  'galleries',
  'users',
] as const;
export type DeleteImpactEntity = (typeof DELETE_IMPACT_ENTITIES)[number];

/** Where each entity lives in the API: its usage is GET {path}/{id}/usage, beside DELETE {path}/{id}. */
export const DELETE_IMPACT_PATHS: Record<DeleteImpactEntity, string> = {
  products: '/api/products',
  categories: '/api/categories',
  brands: '/api/brands',
  tags: '/api/tags',
  'tag-categories': '/api/tag-categories',
  'spec-categories': '/api/spec-categories',
  'spec-definitions': '/api/specs/definitions',
  documents: '/api/documents',
  pages: '/api/pages',
  galleries: '/api/galleries',
  users: '/api/users',
};

export interface DeleteImpact {
  /** What else the delete changes, one sentence each; empty when nothing else is affected. */
  impact: string[];
  /** True when the server refuses the delete (the sentence says why and what to do). */
  blocked: boolean;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c" */
function listing(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "This category still has 3 products and 1 subcategory. Move or delete them first." */
export function categoryInUseMessage(productCount: number, childCount: number): string {
  const parts = [
    productCount > 0 ? count(productCount, 'product', 'products') : null,
    childCount > 0 ? count(childCount, 'subcategory', 'subcategories') : null,
  ].filter((p): p is string => p !== null);
  return `This category still has ${listing(parts)}. Move or delete them first.`;
}

/** The sentences for an entity's usage counts (keys as counted by the server's usage service). */
export function deleteImpact(entity: DeleteImpactEntity, c: Record<string, number>): DeleteImpact {
  const n = (key: string) => c[key] ?? 0;
  const impact: string[] = [];
  let blocked = false;
  switch (entity) {
    case 'products': {
      const parts = [
        n('specs') && count(n('specs'), 'specification value', 'specification values'),
        n('tags') && count(n('tags'), 'tag link', 'tag links'),
        n('documents') && count(n('documents'), 'document link', 'document links'),
        n('highlights') && count(n('highlights'), 'highlight', 'highlights'),
        n('faqs') && count(n('faqs'), 'FAQ', 'FAQs'),
        n('distributorLinks') && count(n('distributorLinks'), 'distributor link', 'distributor links'),
        n('relationships') && count(n('relationships'), 'relationship', 'relationships'),
      ].filter((p): p is string => !!p);
      if (parts.length) impact.push(`Its ${listing(parts)} will be deleted with it.`);
      if (n('linkedFrom'))
        impact.push(
          `${count(n('linkedFrom'), 'other product links', 'other products link')} to it; ${n('linkedFrom') === 1 ? 'that link' : 'those links'} will be removed.`,
        );
      break;
    }
    case 'categories':
      if (n('products') || n('children')) {
        blocked = true;
        impact.push(categoryInUseMessage(n('products'), n('children')));
      }
      break;
    case 'brands':
      if (n('products'))
        impact.push(
          n('products') === 1
            ? '1 product uses this brand; it will be left without a brand.'
            : `${n('products')} products use this brand; they will be left without a brand.`,
        );
      break;
    case 'tags':
      if (n('products'))
        impact.push(`It will be removed from ${count(n('products'), 'product', 'products')}.`);
      break;
    case 'tag-categories':
      if (n('tags')) impact.push(`Its ${count(n('tags'), 'tag stays', 'tags stay')}, without a group.`);
      break;
    case 'spec-categories':
      if (n('definitions'))
        impact.push(
          `Its ${count(n('definitions'), 'specification moves', 'specifications move')} to General.`,
        );
      break;
    case 'spec-definitions':
      if (n('values'))
        impact.push(
          `${count(n('values'), 'product value uses', 'product values use')} this specification and will be deleted with it.`,
        );
      break;
    case 'documents':
      if (n('products'))
        impact.push(
          `It is linked to ${count(n('products'), 'product', 'products')} and will be removed from ${n('products') === 1 ? 'it' : 'them'}.`,
        );
      break;
    case 'pages':
      if (n('published')) impact.push('The page is published; its address will answer "not found".');
      if (n('galleries'))
        impact.push(
          n('galleries') === 1
            ? '1 gallery is shown on this page; it will stay, shown on no page.'
            : `${n('galleries')} galleries are shown on this page; they will stay, shown on no page.`,
        );
      break;
    case 'galleries':
      if (n('items'))
        impact.push(
          `Its ${count(n('items'), 'item', 'items')} will be deleted with it; the images stay in the media library.`,
        );
      break;
    case 'users':
      if (n('sessions'))
        impact.push(
          `${count(n('sessions'), 'signed-in session', 'signed-in sessions')} of this user will end.`,
        );
      break;
  }
  return { impact, blocked };
}
