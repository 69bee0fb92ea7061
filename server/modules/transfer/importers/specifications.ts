// Specifications: one value per product and specification (key SKU + Spec Key), checked against the
// definition's data type.
import { sql } from 'drizzle-orm';
import { formatNumber, rawSpecValue, specValueSlug } from '../../../../core/rules/spec-values';
import { queryRows } from '../../../db/rows';
import { readNumber } from '../numbers';
import type { SheetStream } from '../read';
import { blank, boolCell, existingPairs, productOf, unnestInsert } from './cells';
import type { Run } from './run';

const NUMBER_PATTERN = /^-?\d{1,6}(\.\d{1,4})?$/;

export async function importSpecifications(run: Run, sheet: SheetStream) {
  const defs = new Map(
    (
      await queryRows<{ id: number; key: string; data_type: string; enum_options: string[] }>(
        run.tx,
        sql`select id, key, data_type, enum_options from spec_definitions`,
      )
    ).map((d) => [d.key, d]),
  );
  const skus = await run.productIds();
  const dedupe = run.deduper(sheet);
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      // Product, spec key and value are checked each, so a row reports all its errors (#14).
      const productId = productOf(run, sheet, skus, row, values);
      const def = defs.get((values.specKey ?? '').trim());
      if (!def) {
        run.error(
          sheet,
          row,
          'specKey',
          blank(values.specKey) ? 'Spec key is required' : `Unknown specification "${values.specKey}"`,
        );
      }
      const raw = (values.value ?? '').trim();
      if (!raw) run.error(sheet, row, 'value', 'Value is required');
      if (!def || !raw) continue;
      const fields = {
        valueString: null as string | null,
        valueNumber: null as string | null,
        valueBoolean: null as boolean | null,
        valueEnum: null as string | null,
      };
      if (def.data_type === 'NUMBER') {
        const reading = readNumber(raw, sheet.decimal ?? '.');
        if (!reading.ok && reading.ambiguous) {
          run.error(sheet, row, 'value', reading.error);
          continue;
        }
        const n = Number(reading.ok ? reading.value : raw);
        if (!Number.isFinite(n) || !NUMBER_PATTERN.test(formatNumber(n))) {
          run.error(
            sheet,
            row,
            'value',
            `"${raw}" is not a number (at most 6 digits before and 4 after the point)`,
          );
          continue;
        }
        fields.valueNumber = formatNumber(n);
      } else if (def.data_type === 'BOOLEAN') {
        const b = boolCell(raw);
        if (b === undefined) {
          run.error(sheet, row, 'value', 'Must be TRUE or FALSE');
          continue;
        }
        fields.valueBoolean = b;
      } else if (def.data_type === 'ENUM') {
        if (!def.enum_options.includes(raw)) {
          run.error(
            sheet,
            row,
            'value',
            `"${raw}" is not one of the options: ${def.enum_options.join(', ')}`,
          );
          continue;
        }
        fields.valueEnum = raw;
      } else {
        if (raw.length > 2000) {
          run.error(sheet, row, 'value', 'Must be at most 2000 characters');
          continue;
        }
        fields.valueString = raw;
      }
      if (productId === null) continue;
      const shown = rawSpecValue(def.data_type, fields);
      candidates.push({
        row,
        key: `${productId}:${def.id}`,
        column: 'specKey',
        item: {
          row,
          values: {
            productId,
            specDefinitionId: def.id,
            ...fields,
            valueSlug: shown === null ? null : specValueSlug(shown),
          },
          existingId: null as number | null,
        },
      });
    }
    const unique = dedupe(candidates);
    const existing = await existingPairs(
      run.tx,
      run.storedBefore(unique.map((i) => i.values.productId)),
      (ids) =>
        sql`select product_id as a, spec_definition_id as b, id from product_spec_values where product_id = any(${sql.param(ids)}::int[])`,
    );
    for (const i of unique)
      i.existingId = existing.get(`${i.values.productId}:${i.values.specDefinitionId}`) ?? null;
    const items = run.partition('specifications', unique);
    await run.writeCounted('specifications', sheet, items, async (db, batch) => {
      await unnestInsert(
        db,
        'product_spec_values',
        [
          { name: 'product_id', type: 'int' },
          { name: 'spec_definition_id', type: 'int' },
          { name: 'value_string', type: 'text' },
          { name: 'value_number', type: 'numeric' },
          { name: 'value_boolean', type: 'bool' },
          { name: 'value_enum', type: 'text' },
          { name: 'value_slug', type: 'text' },
        ],
        batch.map(({ values: v }) => [
          v.productId,
          v.specDefinitionId,
          v.valueString,
          v.valueNumber,
          v.valueBoolean,
          v.valueEnum,
          v.valueSlug,
        ]),
        `on conflict (product_id, spec_definition_id) do update set value_string = excluded.value_string,
          value_number = excluded.value_number, value_boolean = excluded.value_boolean,
          value_enum = excluded.value_enum, value_slug = excluded.value_slug`,
      );
    });
  }
}
