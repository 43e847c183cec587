import { useLocation } from 'react-router';
import { withParams } from './search-params';

/** links to this page with some query params changed (search-params.ts withParams) */
export function useParamHref(): (changes: Record<string, string | number | undefined>) => string {
  const { pathname, search } = useLocation();
  return (changes) => withParams(pathname, search, changes);
}
