import { compareRank, compilePattern, type CompiledPattern } from './patterns';
import { ROUTES, type RouteDef } from './routes';

export interface Entry { route: RouteDef; pattern: CompiledPattern }

/** Compiled patterns of every route, per route in table order. */
export const COMPILED: ReadonlyMap<string, readonly CompiledPattern[]> = new Map(
  ROUTES.map((r) => [r.name, r.patterns.map((p) => compilePattern(p, r.params ?? {}))]),
);

/**
 * Every (route, pattern), most specific first: literal segments before segments with params,
 * digits before ids before free segments, a rest tail last. Ties keep table order.
 */
export const MATCH_ORDER: readonly Entry[] = ROUTES.flatMap((route) =>
  (COMPILED.get(route.name) ?? []).map((pattern) => ({ route, pattern })),
)
  .map((e, i) => ({ e, i }))
  .sort((a, b) => compareRank(a.e.pattern, b.e.pattern) || a.i - b.i)
  .map(({ e }) => e);
