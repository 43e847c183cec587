import { createContext, useContext } from 'react';

/** The HTTP status of a page the server is rendering; the shell provides it, pages may set it. */
export class PageStatus {
  constructor(public code = 200) {}

  notFound(): void {
    this.code = 404;
  }

  /** 410: the page's thing existed and is gone for good (a removed listing), unless already 404 */
  gone(): void {
    if (this.code === 200) this.code = 410;
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

/**
 * A page whose thing was removed for good (a deleted or off-shelf listing, spec 4.1) calls this
 * with true while it renders: the server answers 410 Gone, so search engines drop it sooner than
 * for a 404; the page itself still renders (recommendations). It does nothing in the browser.
 */
export function useGoneStatus(gone: boolean): void {
  const status = useContext(PageStatusContext);
  if (gone) status?.gone();
}
