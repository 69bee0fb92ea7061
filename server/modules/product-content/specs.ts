// A product's specification values (document 000 §7: GET/POST /api/products/{id}/specs, PATCH/DELETE
// …/specs/{specId}). One value per product and definition; the value is kept in the column of the
// definition's type, checked against it, and its filter slug is kept in step. A value that does not fit
// its definition's type is refused with 400 naming the specification, never coerced (#14).
import { and, asc, eq } from 'drizzle-orm';
import {
  displaySpecValue,
  formatNumber,
  parseBooleanInput,
  parseSpecNumber,
  rawSpecValue,
  specValueMessages,
  specValueSlug,
} from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { productSpecValues, specCategories, specDefinitions } from '../../db/schema';
import { badRequest, fieldConflict, notFound, uniqueMessages } from '../../http/errors';
import { assertProduct } from './shared';

export const VALUE_REQUIRED = 'Please select a specification and enter a value.';

interface ValueFields {
  valueString?: string | null;
  valueNumber?: string | number | null;
  valueBoolean?: boolean | string | null;
  valueEnum?: string | null;
}

type Definition = typeof specDefinitions.$inferSelect;

export async function loadDefinition(db: DbOrTx, id: number): Promise<Definition> {
  const [definition] = await db.select().from(specDefinitions).where(eq(specDefinitions.id, id));
  if (!definition)
    throw badRequest('The specification does not exist', {
      specDefinitionId: ['The specification does not exist'],
    });
  return definition;
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** The stored columns for a value of this definition; the other columns are cleared. */
export function valueColumns(definition: Definition, input: ValueFields) {
  const columns = { valueString: null, valueNumber: null, valueBoolean: null, valueEnum: null } as {
    valueString: string | null;
    valueNumber: string | null;
    valueBoolean: boolean | null;
    valueEnum: string | null;
  };
  const label = definition.label;
  const blank = (v: string | number | boolean | null | undefined) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  switch (definition.dataType) {
    case 'NUMBER': {
      // valueNumber, or (older clients) the number typed as text in valueString.
      const sent = blank(input.valueNumber) ? input.valueString : input.valueNumber;
      if (blank(sent)) throw invalid('valueNumber', VALUE_REQUIRED);
      const parsed = parseSpecNumber(sent as string | number);
      if ('error' in parsed)
        throw invalid(
          'valueNumber',
          parsed.error === 'range' ? specValueMessages.range(label) : specValueMessages.number(label),
        );
      columns.valueNumber = parsed.value;
      break;
    }
    case 'BOOLEAN': {
      const sent = blank(input.valueBoolean) ? input.valueString : input.valueBoolean;
      if (blank(sent)) throw invalid('valueBoolean', VALUE_REQUIRED);
      const b = typeof sent === 'boolean' ? sent : parseBooleanInput(String(sent));
      if (b === null) throw invalid('valueBoolean', specValueMessages.boolean(label));
      columns.valueBoolean = b;
      break;
    }
    case 'ENUM': {
      const e = blank(input.valueEnum) ? input.valueString : input.valueEnum;
      if (blank(e)) throw invalid('valueEnum', VALUE_REQUIRED);
      if (!definition.enumOptions.includes(e as string))
        throw invalid('valueEnum', specValueMessages.enumOption(label, definition.enumOptions));
      columns.valueEnum = e as string;
      break;
    }
    default: {
      if (blank(input.valueString)) throw invalid('valueString', VALUE_REQUIRED);
      columns.valueString = input.valueString as string;
    }
  }
  const raw = rawSpecValue(definition.dataType, columns);
  return { ...columns, valueSlug: raw === null ? null : specValueSlug(raw) };
}

type SpecValueColumns = Pick<
  typeof productSpecValues.$inferSelect,
  'valueString' | 'valueNumber' | 'valueBoolean' | 'valueEnum'
>;

/** The editor's shape of one value (specValueResponse), for a stored value or a draft's. */
export function specValueAnswer(
  ids: { id: number; productId: number },
  value: SpecValueColumns,
  definition: typeof specDefinitions.$inferSelect,
  categoryName: string | null,
) {
  return {
    ...ids,
    specDefinitionId: definition.id,
    valueString: value.valueString,
    valueNumber: value.valueNumber === null ? null : formatNumber(value.valueNumber),
    valueBoolean: value.valueBoolean,
    valueEnum: value.valueEnum,
    displayValue: displaySpecValue(definition.dataType, value, definition.unit),
    definition: {
      key: definition.key,
      label: definition.label,
      dataType: definition.dataType,
      unit: definition.unit,
      enumOptions: definition.enumOptions,
      categoryName,
    },
  };
}

export async function listSpecValues(db: DbOrTx, productId: number) {
  await assertProduct(db, productId);
  const rows = await db
    .select({ value: productSpecValues, definition: specDefinitions, categoryName: specCategories.name })
    .from(productSpecValues)
    .innerJoin(specDefinitions, eq(specDefinitions.id, productSpecValues.specDefinitionId))
    .leftJoin(specCategories, eq(specCategories.id, specDefinitions.categoryId))
    .where(eq(productSpecValues.productId, productId))
    .orderBy(asc(specDefinitions.sortOrder), asc(specDefinitions.label), asc(productSpecValues.id));
  return rows.map(({ value, definition, categoryName }) =>
    specValueAnswer({ id: value.id, productId: value.productId }, value, definition, categoryName),
  );
}

async function oneValue(db: DbOrTx, productId: number, id: number) {
  const found = (await listSpecValues(db, productId)).find((v) => v.id === id);
  if (!found) throw notFound('Specification value not found');
  return found;
}

async function assertFree(db: DbOrTx, productId: number, definitionId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: productSpecValues.id })
    .from(productSpecValues)
    .where(
      and(eq(productSpecValues.productId, productId), eq(productSpecValues.specDefinitionId, definitionId)),
    );
  if (row && row.id !== exceptId)
    throw fieldConflict(uniqueMessages.product_spec_values_product_definition_key!);
}

export async function createSpecValue(
  db: DbOrTx,
  productId: number,
  input: ValueFields & { specDefinitionId: number; productId?: number },
) {
  await assertProduct(db, productId, input.productId);
  const definition = await loadDefinition(db, input.specDefinitionId);
  const columns = valueColumns(definition, input);
  await assertFree(db, productId, definition.id);
  const [row] = await db
    .insert(productSpecValues)
    .values({ productId, specDefinitionId: definition.id, ...columns })
    .returning({ id: productSpecValues.id });
  return oneValue(db, productId, row!.id);
}

export async function updateSpecValue(
  db: DbOrTx,
  productId: number,
  id: number,
  input: ValueFields & { specDefinitionId?: number; productId?: number },
) {
  await assertProduct(db, productId, input.productId);
  const [current] = await db
    .select()
    .from(productSpecValues)
    .where(and(eq(productSpecValues.id, id), eq(productSpecValues.productId, productId)));
  if (!current) throw notFound('Specification value not found');
  const definition = await loadDefinition(db, input.specDefinitionId ?? current.specDefinitionId);
  if (definition.id !== current.specDefinitionId) await assertFree(db, productId, definition.id, id);
  const merged: ValueFields = {
    valueString: input.valueString !== undefined ? input.valueString : current.valueString,
    valueNumber: input.valueNumber !== undefined ? input.valueNumber : current.valueNumber,
    valueBoolean: input.valueBoolean !== undefined ? input.valueBoolean : current.valueBoolean,
    valueEnum: input.valueEnum !== undefined ? input.valueEnum : current.valueEnum,
  };
  const columns = valueColumns(definition, merged);
  await db
    .update(productSpecValues)
    .set({ specDefinitionId: definition.id, ...columns })
    .where(eq(productSpecValues.id, id));
  return oneValue(db, productId, id);
}

export async function deleteSpecValue(db: DbOrTx, productId: number, id: number): Promise<void> {
  await assertProduct(db, productId);
  const deleted = await db
    .delete(productSpecValues)
    .where(and(eq(productSpecValues.id, id), eq(productSpecValues.productId, productId)))
    .returning({ id: productSpecValues.id });
  if (deleted.length === 0) throw notFound('Specification value not found');
}
