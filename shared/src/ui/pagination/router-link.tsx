import { Link } from 'react-router';
import type { PaginationLinkProps } from './pagination';

/**
 * Pagination's links through the app's router. One component for every list: an adapter written
 * inline (`linkComponent={(p) => <Link ... />}`) is a new component type on each render, so React
 * replaces every page link whenever the list re-renders, and a click that lands while it does (the
 * press on the old link, the release on the new) navigates nowhere, and keyboard focus is lost.
 */
export function RouterPaginationLink({ href, ...rest }: PaginationLinkProps) {
  return <Link to={href} {...rest} />;
}
