// Shared answers for the editor's component tests.
import { type ApiHandler, adminUser, mockApi } from '../../../../tests/helpers/render';

export const product = (over: Record<string, unknown> = {}) => ({
  id: 11,
  name: 'Alpha Torch',
  slug: 'alpha-torch',
  sku: 'TW-100',
  mpn: 'MPN-1',
  subtitle: 'Air/acetylene',
  description: 'Long',
  shortDescription: 'Short',
  price: '120.00',
  categoryId: 3,
  brandId: 9,
  images: [],
  stock: 4,
  status: 'active',
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: { id: 3, name: 'Torches', slug: 'torches' },
  brand: { id: 9, name: 'Torchworks', slug: 'torchworks', logoUrl: null },
  ...over,
});

export const definitions = [
  { id: 1, key: 'max_temp', label: 'Max Temperature', dataType: 'NUMBER', unit: '°C', enumOptions: [] },
  { id: 2, key: 'regulator', label: 'Regulator Included', dataType: 'BOOLEAN', unit: null, enumOptions: [] },
  { id: 3, key: 'flame', label: 'Flame Class', dataType: 'ENUM', unit: null, enumOptions: ['Fine', 'Heavy'] },
  { id: 4, key: 'hose', label: 'Hose', dataType: 'STRING', unit: null, enumOptions: [] },
].map((d) => ({
  description: null,
  categoryId: null,
  categoryName: null,
  required: false,
  sortOrder: 0,
  filterable: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  usageCount: 0,
  ...d,
}));

export const specValue = (over: Record<string, unknown> = {}) => ({
  id: 50,
  productId: 11,
  specDefinitionId: 1,
  valueString: null,
  valueNumber: '1200',
  valueBoolean: null,
  valueEnum: null,
  displayValue: '1200 °C',
  definition: {
    key: 'max_temp',
    label: 'Max Temperature',
    dataType: 'NUMBER',
    unit: '°C',
    enumOptions: [],
    categoryName: null,
  },
  ...over,
});

/** The editor's calls for product 11 with empty tabs; `extra` overrides or adds answers. */
export function editorApi(extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/user': [200, adminUser],
    'GET /api/stats': [200, { totalProducts: 1, categories: 1, inquiries: 0, distributors: 0 }],
    'GET /api/categories': [200, [{ id: 3, name: 'Torches', slug: 'torches', parentId: null }]],
    'GET /api/brands': [200, [{ id: 9, name: 'Torchworks', slug: 'torchworks' }]],
    'GET /api/products/11': [200, product()],
    'GET /api/products/11/completeness': [
      200,
      { productId: 11, score: 50, missing: ['At least one image', 'At least one document'] },
    ],
    'GET /api/products/11/distributor-links': [200, []],
    'GET /api/products/11/specs': [200, []],
    'GET /api/specs/definitions': [200, definitions],
    'GET /api/products/11/tags': [200, []],
    'GET /api/tags': [200, []],
    'GET /api/tag-categories': [200, []],
    'GET /api/products/11/documents': [200, []],
    'GET /api/documents': [200, { documents: [], total: 0, totalPages: 1, page: 1, limit: 200 }],
    'GET /api/products/11/highlights': [200, []],
    'GET /api/products/11/faqs': [200, []],
    'GET /api/products/11/relationships': [200, []],
    'GET /api/products': [200, { products: [], total: 0, totalPages: 1, page: 1, limit: 50 }],
    ...extra,
  });
}
