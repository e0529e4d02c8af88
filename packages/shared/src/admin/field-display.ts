import {
  CUSTOM_FIELD_PREFIX,
  isCustomFieldName,
  type CustomFormAttribute,
  type FieldKind,
} from './custom-form.js';
import { formatPhone, digitsOnly, PHONE_DIGITS } from './masks.js';

/**
 * How a custom form answer reads once saved: the one formatter behind the form's messages, the
 * referral detail view and the printed summary, so a field reads the same everywhere. A stored
 * value is what the form schema (form-schema.ts) kept in the referral's extra_info: strings,
 * string arrays for checkboxes and { line1, city, state, zip } for addresses.
 */

/** A row's label as text: the clinic's label without a trailing colon or asterisk. */
export function fieldDisplayLabel(a: Pick<CustomFormAttribute, 'field' | 'label'>): string {
  return a.label.trim().replace(/[\s:*]+$/, '') || labelFromFieldName(a.field);
}

/** 'custom_preferred_time' -> 'Preferred Time': the label of a field its form no longer has. */
export function labelFromFieldName(field: string): string {
  const name = isCustomFieldName(field) ? field.slice(CUSTOM_FIELD_PREFIX.length) : field;
  return name
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** { line1, city, state, zip } -> 'line1, city, state zip' (parts left out when blank). */
function addressText(v: unknown): string {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return str(v);
  const o = v as Record<string, unknown>;
  const stateZip = [str(o['state']), str(o['zip'])].filter(Boolean).join(' ');
  return [str(o['line1']), str(o['city']), stateZip].filter(Boolean).join(', ');
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' (the form's input format); anything else as stored. */
function dateText(v: unknown): string {
  const t = str(v);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : t;
}

/** A complete phone shown masked 000-000-0000; anything else as stored. */
function phoneText(v: unknown): string {
  const t = str(v);
  return digitsOnly(t).length === PHONE_DIGITS && /^[\d\s()-]+$/.test(t) ? formatPhone(t) : t;
}

const listText = (v: unknown): string =>
  Array.isArray(v) ? v.map(str).filter(Boolean).join(', ') : str(v);

/** The kind a stored value of a field its form no longer has reads as, from its shape. */
function kindOfValue(v: unknown): FieldKind {
  if (Array.isArray(v)) return 'multiple_choice';
  if (v !== null && typeof v === 'object') return 'address';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim())) return 'date';
  return 'text';
}

/** A stored value as text for a field of `kind`; '' when empty. Label rows have no value. */
export function formatFieldValue(kind: FieldKind, value: unknown): string {
  switch (kind) {
    case 'label':
      return '';
    case 'address':
      return addressText(value);
    case 'date':
      return dateText(value);
    case 'phone':
      return phoneText(value);
    case 'multiple_choice':
      return listText(value);
    case 'text':
    case 'textarea':
    case 'numeric':
    case 'single_choice':
      // A value saved under another kind (the clinic changed the row) still reads as text.
      return Array.isArray(value)
        ? listText(value)
        : value !== null && typeof value === 'object'
          ? addressText(value)
          : str(value);
  }
}

export interface CustomFieldDisplay {
  field: string;
  label: string;
  text: string;
}

/**
 * The custom_ answers of a referral as label/text pairs: the form's rows in the form's order with
 * the clinic's labels, then any custom_ value the form no longer has (label from its name, read by
 * its shape). Empty answers, label rows and the standard patient fields are left out.
 */
export function customFieldDisplays(
  attributes: readonly Pick<CustomFormAttribute, 'field' | 'label' | 'kind'>[],
  extraInfo: Record<string, unknown> | null | undefined,
): CustomFieldDisplay[] {
  const extra = extraInfo ?? {};
  const out: CustomFieldDisplay[] = [];
  const seen = new Set<string>();
  for (const a of attributes) {
    const field = a.field.trim();
    if (a.kind === 'label' || !isCustomFieldName(field) || seen.has(field)) continue;
    seen.add(field);
    const text = formatFieldValue(a.kind, extra[field]);
    if (text !== '') out.push({ field, label: fieldDisplayLabel(a), text });
  }
  for (const [field, value] of Object.entries(extra)) {
    if (!isCustomFieldName(field) || seen.has(field)) continue;
    const text = formatFieldValue(kindOfValue(value), value);
    if (text !== '') out.push({ field, label: labelFromFieldName(field), text });
  }
  return out;
}

/** extra_info as the API sends it (JSON text) read as an object; anything else gives {}. */
export function parseExtraInfo(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
