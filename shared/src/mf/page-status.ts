import { createContext, useContext } from 'react';

/** The HTTP status of a page the server is rendering; the shell provides it, pages may set it. */
export class PageStatus {
  constructor(public code = 200) {}

  notFound(): void {
    this.code = 404;
  }
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * A page showing its not-found state (a listing or an article that does not exist) calls this
 * while it renders: the server then answers the page with 404, so search engines drop it. It does
 * nothing in the browser.
 */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.notFound();
}

/** useNotFoundStatus as an element, for a not-found branch of a page: `<NotFoundStatus />` */
export function NotFoundStatus(): null {
  useNotFoundStatus();
  return null;
}
