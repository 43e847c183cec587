/**
 * The path whose head the server wrote: a server-rendered first page, until the first navigation.
 * The browser does not ask GetSeo for it again (the head is already there, and the call would
 * re-render after hydration for nothing); from the first navigation on, usePageMeta writes every
 * head, that path's included.
 */
let served: string | null = null;
const listeners = new Set<() => void>();

export const serverHead = {
  set(pathname: string): void {
    served = pathname;
  },
  clear(): void {
    if (served === null) return;
    served = null;
    for (const fn of [...listeners]) fn();
  },
  wrote(pathname: string): boolean {
    return served === pathname;
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};
