// Specification values: how they are shown, and the slugs the public filters use.
import { hyphenSlug, titleCaseSlug } from './slug';

export interface SpecValueFields {
  valueString?: string | null;
  valueNumber?: string | number | null;
  valueBoolean?: boolean | null;
  valueEnum?: string | null;
}

/** Slug → label of the public filters (document 001 §3). */
export const FILTER_LABELS: Record<string, Record<string, string>> = {
  flame_class: {
    'extra-heavy': 'Extra Heavy',
    fine: 'Fine',
    heavy: 'Heavy',
    medium: 'Medium',
    unknown: 'Unknown',
    'very-fine': 'Very Fine',
  },
  solder_capacity: {
    '0-5': '0.5',
    '0-75': '0.75',
    '1-5': '1.5',
    '2': '2',
    '3': '3',
    'half-to-3-inch': '½″ to 3″',
  },
  system_type: {
    'air-acetylene': 'Air/Acetylene',
    'duplex-soldering-torch': 'Duplex Soldering Torch',
  },
};

/**
 * The filter definitions with their specified URL parameter names. Any other definition marked
 * filterable gets the generic parameter `spec_<key>`.
 */
export const SPEC_FILTER_PARAMS: Record<string, string> = {
  flame_class: 'flameClasses',
  solder_capacity: 'solderCapacities',
  system_type: 'systemTypes',
};

export function specFilterParam(key: string): string {
  return SPEC_FILTER_PARAMS[key] ?? `spec_${key}`;
}

const SPECIAL_SLUGS: Record<string, string> = Object.fromEntries(
  Object.values(FILTER_LABELS).flatMap((labels) =>
    Object.entries(labels).map(([slug, label]) => [label, slug]),
  ),
);

/** A value's filter slug: the specified slug for the specified labels, otherwise dots and other separators become hyphens. */
export function specValueSlug(value: string): string {
  const trimmed = value.trim();
  if (SPECIAL_SLUGS[trimmed]) return SPECIAL_SLUGS[trimmed];
  return hyphenSlug(trimmed.replace(/½/g, ' half ').replace(/[″"]/g, ' inch ').replace(/\./g, '-'));
}

/** The label a filter shows for a slug: the specified label, else the slug title-cased. */
export function filterLabel(key: string, slug: string): string {
  return FILTER_LABELS[key]?.[slug] ?? titleCaseSlug(slug);
}

/** Whole NUMBER values are shown without decimals; the unit is appended. */
export function formatNumber(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toFixed(4)));
}

export function displaySpecValue(dataType: string, value: SpecValueFields, unit?: string | null): string {
  let text: string;
  switch (dataType) {
    case 'NUMBER':
      text =
        value.valueNumber === null || value.valueNumber === undefined ? '' : formatNumber(value.valueNumber);
      break;
    case 'BOOLEAN':
      text =
        value.valueBoolean === null || value.valueBoolean === undefined
          ? ''
          : value.valueBoolean
            ? 'Yes'
            : 'No';
      break;
    case 'ENUM':
      text = value.valueEnum ?? '';
      break;
    default:
      text = value.valueString ?? '';
  }
  if (!text) return '';
  return dataType === 'BOOLEAN' ? text : withUnit(text, unit);
}

/**
 * A value with its definition's unit (#15: "0.5 in", not "0.5"): appended when the value ends in a
 * number, so a value that already carries its unit ("½″ to 3″") or a word ("Heavy") is left as it is.
 */
export function withUnit(text: string, unit: string | null | undefined): string {
  return unit && /\d$/.test(text) ? `${text} ${unit}` : text;
}

/** The raw value (before the unit) a filter slug is computed from. */
export function rawSpecValue(dataType: string, value: SpecValueFields): string | null {
  const shown = displaySpecValue(dataType, value);
  return shown === '' ? null : shown;
}

/** BOOLEAN inputs (EDIT-38): true, yes and 1 are true; false, no and 0 are false; anything else is null (refused). */
export function parseBooleanInput(input: string): boolean | null {
  const t = input.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(t)) return true;
  if (['false', 'no', '0'].includes(t)) return false;
  return null;
}

/** NUMBER values are stored as numeric(10,4): at most 6 digits before the decimal point and 4 after. */
export const SPEC_NUMBER_LIMITS = { integerDigits: 6, decimals: 4, max: '999999.9999' } as const;

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A NUMBER value as typed or sent: its canonical text, or why it is refused. Only plain decimal
 * notation is read (no exponents, hex or blanks), and nothing is rounded: a value with more digits
 * than the column holds is refused, never cut.
 */
export function parseSpecNumber(input: string | number): { value: string } | { error: 'format' | 'range' } {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!PLAIN_NUMBER.test(text)) return { error: 'format' };
  const unsigned = text.replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  const integerDigits = whole.replace(/^0+/, '').length;
  const decimals = fraction.replace(/0+$/, '').length;
  if (integerDigits > SPEC_NUMBER_LIMITS.integerDigits || decimals > SPEC_NUMBER_LIMITS.decimals)
    return { error: 'range' };
  const n = Number(text);
  return { value: String(Object.is(n, -0) ? 0 : n) };
}

/** The messages of a value that does not fit its definition; each names the specification. */
export const specValueMessages = {
  number: (label: string) => `"${label}" must be a number`,
  range: (label: string) =>
    `"${label}" must be between -${SPEC_NUMBER_LIMITS.max} and ${SPEC_NUMBER_LIMITS.max} (at most ${SPEC_NUMBER_LIMITS.integerDigits} digits before the decimal point and ${SPEC_NUMBER_LIMITS.decimals} after)`,
  boolean: (label: string) => `"${label}" must be Yes or No`,
  enumOption: (label: string, options: string[]) =>
    `"${label}" must be one of: ${options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ')}`,
};
