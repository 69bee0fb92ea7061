// The comparison table (#20): specification values aligned by definition, one column per product.
// Server-side only (the compare answer and the datasheet's groups); kept apart from compare.ts so the
// storefront's pages do not carry it.

export interface CompareSpecInput {
  definitionId: number;
  key: string;
  label: string;
  description: string | null;
  unit: string | null;
  dataType: string;
  category: string | null;
  /** The value as shown (with its unit), per product. */
  displayValue: string;
  productId: number;
}

export interface CompareRow {
  key: string;
  label: string;
  description: string | null;
  unit: string | null;
  dataType: string;
  /** One cell per product, in the products' order; null where the product has no value. */
  values: Array<string | null>;
  /** True when the products do not all show the same value (a missing value counts as different). */
  differs: boolean;
}

export interface CompareGroup {
  name: string;
  rows: CompareRow[];
  differs: boolean;
}

const same = (value: string | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * One row per specification definition any of the products has, in one column per product; grouped by
 * specification category ("General" without one), groups and rows sorted alphabetically like the product page.
 */
export function alignSpecs(productIds: number[], specs: CompareSpecInput[]): CompareGroup[] {
  const column = new Map(productIds.map((id, index) => [id, index]));
  const rows = new Map<number, CompareRow & { group: string }>();
  for (const spec of specs) {
    const index = column.get(spec.productId);
    if (index === undefined || spec.displayValue === '') continue;
    let row = rows.get(spec.definitionId);
    if (!row) {
      row = {
        group: spec.category?.trim() || 'General',
        key: spec.key,
        label: spec.label,
        description: spec.description,
        unit: spec.unit,
        dataType: spec.dataType,
        values: productIds.map(() => null),
        differs: false,
      };
      rows.set(spec.definitionId, row);
    }
    row.values[index] = spec.displayValue;
  }
  const groups = new Map<string, CompareRow[]>();
  for (const { group, ...row } of rows.values()) {
    row.differs = productIds.length > 1 && new Set(row.values.map(same)).size > 1;
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => {
      const sorted = list.sort((a, b) => a.label.localeCompare(b.label));
      return { name, rows: sorted, differs: sorted.some((r) => r.differs) };
    });
}
