/**
 * Building blocks of the catalog contracts: the core helpers (re-exported once here) and the
 * request field types shared by many calls. Requests are lenient about unknown fields (zod
 * objects strip them) and strict about the fields they know.
 */
import { z } from 'zod';
import { INT4_MAX, int32 } from '../integers';
export { defineGet, definePost, pageSchema, pagingSchema } from '../core';

const NUL = String.fromCharCode(0);
const noNul = (s: string) => !s.includes(NUL);
const NUL_MESSAGE = 'must not contain NUL characters';
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numericString = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;

/** What a client may send for a field (the schemas' input types: z.input of a request). */
type NumberInput = number | string | null | undefined;
type TextInput = string | number | null | undefined;
type ListInput = string | number | readonly (string | number)[] | null | undefined;

/** An integer that may arrive as a string (GET query, URL codec); '' and null mean absent. */
export function intField(min = 0, max = INT4_MAX) {
  return z.preprocess((v: NumberInput) => numericString(blankToUndefined(v)), int32(z.number(), { min, max }).optional());
}
/** A number (price, area) that may arrive as a string; '' and null mean absent. */
export function numberField(min = 0, max = 1e13) {
  return z.preprocess((v: NumberInput) => numericString(blankToUndefined(v)), z.number().min(min).max(max).optional());
}
/** A required integer (ids in GET queries). */
export function requiredInt(min = 1, max = INT4_MAX) {
  return z.preprocess((v: number | string) => numericString(v), int32(z.number(), { min, max }));
}
/**
 * The items of a comma-separated list, trimmed, blanks left out, at most `limit` of them. Lists
 * keep only one item more than they allow (it is refused as too many just the same), so a
 * megabyte of commas costs no more to refuse than a list one item too long.
 */
function splitList(text: string, limit: number): string[] {
  // an item: from its first to its last character that is neither a comma nor white space
  const item = /[^,\s](?:[^,]*[^,\s])?/g;
  const items: string[] = [];
  for (let m = item.exec(text); m && items.length < limit; m = item.exec(text)) items.push(m[0]);
  return items;
}
/** A list of integers: a JSON array or a comma-separated string; at most `max` items. */
export function intList(max = 50) {
  return z.preprocess(
    (v: ListInput) => {
      const b = blankToUndefined(v);
      if (typeof b === 'string') return splitList(b, max + 1).map(numericString);
      if (typeof b === 'number') return [b];
      return Array.isArray(b) ? b.slice(0, max + 1).map(numericString) : b;
    },
    z.array(int32(z.number(), { min: 0 })).max(max).optional(),
  );
}
/** A list of short codes (region codes, dictionary values): array or comma-separated string. */
export function codeList(max = 50, maxLength = 40) {
  return z.preprocess(
    (v: ListInput) => {
      const b = blankToUndefined(v);
      if (typeof b === 'string') return splitList(b, max + 1);
      if (typeof b === 'number') return [String(b)];
      return Array.isArray(b) ? b.slice(0, max + 1).map((x) => (typeof x === 'number' ? String(x) : x)) : b;
    },
    z.array(z.string().min(1).max(maxLength).refine(noNul, NUL_MESSAGE)).max(max).optional(),
  );
}
/** Required text without NUL characters (PostgreSQL text cannot hold them). */
export function plainText(min = 1, max = 100) {
  return z.string().trim().min(min).max(max).refine(noNul, NUL_MESSAGE);
}
/** Optional short text; '' means absent. */
export function textField(maxLength = 100) {
  return z.preprocess((v: TextInput) => (typeof v === 'number' ? String(v) : blankToUndefined(v)), z.string().trim().max(maxLength).refine(noNul, NUL_MESSAGE).optional());
}
/** A code such as 'HK-CW' or a dictionary value such as '300-500'. */
export function codeField(maxLength = 40) {
  return z.preprocess(
    (v: TextInput) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z.string().trim().min(1).max(maxLength).refine(noNul, NUL_MESSAGE).optional(),
  );
}
/** A boolean that may arrive as 'true'/'false'/'1'/'0'. */
export function boolField() {
  return z.preprocess((v: boolean | TextInput) => {
    const b = blankToUndefined(v);
    if (b === 'true' || b === '1' || b === 1) return true;
    if (b === 'false' || b === '0' || b === 0) return false;
    return b;
  }, z.boolean().optional());
}
/** A listing id: letters then digits (spec 5). */
export const propertyIdSchema = z.string().trim().regex(/^[A-Za-z]{1,4}\d{1,18}$/, 'expected letters followed by digits');

export const nullableText = z.string().nullable();
export const isoDate = z.string();
