/**
 * Integers as the database holds them. A request integer its column cannot hold would fail in
 * PostgreSQL (a 500), so every integer field of a request is bounded to its column: int32 for
 * integer (int4) columns, int64Id for the ids of bigserial (int8) rows, which may use any safe
 * integer and say so in the OpenAPI document (format int64).
 */
import { z } from 'zod';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

type IntSchema = z.ZodNumber | z.ZodCoercedNumber;
interface IntBounds {
  min?: number;
  max?: number;
  /** the message of every issue (a form-rule key such as 'errors.invalid') */
  error?: string;
}

/** An integer of an int4 column, within [min, max] (default its whole range). */
export function int32<T extends IntSchema>(base: T, { min = INT4_MIN, max = INT4_MAX, error }: IntBounds = {}): T {
  const e = error === undefined ? undefined : { error };
  return base
    .int(e)
    .min(Math.max(min, INT4_MIN), e)
    .max(Math.min(max, INT4_MAX), e)
    .meta({ format: 'int32' }) as T;
}

/** The id of a bigserial (int8) row: a positive safe integer. */
export function int64Id<T extends IntSchema>(base: T, { error }: Pick<IntBounds, 'error'> = {}): T {
  const e = error === undefined ? undefined : { error };
  return base.int(e).positive(e).max(Number.MAX_SAFE_INTEGER, e).meta({ format: 'int64' }) as T;
}
