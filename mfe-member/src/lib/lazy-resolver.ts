import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver of a form's zod rules that loads them (zod, @hookform/resolvers and
 * @portal/shared/forms) on the form's first focus or check instead of with the page: the sign-in,
 * sign-up and password pages are read and hydrated without them, whose evaluation alone took
 * tens of milliseconds of one task on a phone. A load that fails is tried again on the next check.
 */
export function lazyZodResolver<V extends FieldValues>(schema: () => Promise<ZodType<unknown, FieldValues>>) {
  let loading: Promise<Resolver<V, unknown, V>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), schema()])
      .then(([{ zodResolver }, rules]) => zodResolver(rules, undefined, { raw: true }) as unknown as Resolver<V, unknown, V>)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Resolver<V, unknown, V> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
