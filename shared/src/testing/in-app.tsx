import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router is, for assertions on navigation (data-testid="location"). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface InAppOptions {
  path: string;
  /** extra routes (e.g. the page a redirect goes to); the element under test is at '*' */
  routes?: Record<string, ReactNode>;
}

/** `ui` as a page sees it: the i18n instance, a router at `path`, and where the router went. */
export function inAppWith(i18nInstance: i18n, ui: ReactNode, { path, routes = {} }: InAppOptions): ReactNode {
  return (
    <I18nextProvider i18n={i18nInstance}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([p, element]) => <Route key={p} path={p} element={element} />)}
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>
  );
}
