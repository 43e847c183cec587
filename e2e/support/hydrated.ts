import type { Locator } from '@playwright/test';

/**
 * Whether React has hydrated the element: React keeps its props on each DOM node it owns (a
 * `__reactProps$…` key). Before that, a link is the server's plain link, and a click on it loads
 * the page anew instead of navigating in the app.
 */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
}
