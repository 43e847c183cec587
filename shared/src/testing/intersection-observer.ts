type Entries = Array<{ isIntersecting: boolean }>;

export interface StubbedIntersectionObserver {
  /** tells the last observer made whether its element is now near the viewport */
  intersect(isIntersecting: boolean): void;
  /** puts back what the environment had (jsdom has none) */
  restore(): void;
}

/**
 * An IntersectionObserver the test moves by hand, for parts that load once seen (whenSeen, the ad):
 * jsdom has none, and without one those parts load at once.
 */
export function stubIntersectionObserver(): StubbedIntersectionObserver {
  const scope = globalThis as { IntersectionObserver?: unknown };
  const before = scope.IntersectionObserver;
  let notify: (entries: Entries) => void = () => undefined;
  scope.IntersectionObserver = class {
    constructor(callback: (entries: Entries) => void) {
      notify = callback;
    }
    observe() {}
    disconnect() {}
  };
  return {
    intersect: (isIntersecting) => notify([{ isIntersecting }]),
    restore: () => {
      scope.IntersectionObserver = before;
    },
  };
}
