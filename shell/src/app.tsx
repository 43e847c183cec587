import { i18n as pageI18n } from '@portal/shared/i18n';
import { MobileHintContext, ThemeRoot, Toaster } from '@portal/shared/ui';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router';
import { RouteErrorPage } from './errors/route-error-page';
import { routeLoader } from './routing/route-loader';
import { RouteView } from './routing/route-view';

/** the id of the catch-all route: the key of its loader data when a server-rendered page hydrates */
export const PAGE_ROUTE_ID = 'page';

/**
 * One catch-all route: its loader resolves every path with the shared route table (react-router
 * matches whole segments only, the table has patterns like /buy-property-{id}.html), and
 * react-router owns history, navigation and the error element. The server renders the same
 * route with a loader of its own (shell/src/server).
 */
export function appRoutes(loader: LoaderFunction = routeLoader): RouteObject[] {
  return [
    {
      id: PAGE_ROUTE_ID,
      path: '*',
      loader,
      element: <RouteView />,
      errorElement: <RouteErrorPage />,
      // a search-only change (page, sort) re-runs the loader too: guards before each route
      shouldRevalidate: () => true,
    },
  ];
}

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes(), hydrationData ? { hydrationData } : undefined);
}

export interface AppFrameProps {
  /** the page's i18next instance (the server gives each request its own) */
  i18n?: I18n;
  /** what the server took the viewport for (User-Agent): the first render of a hydration uses it */
  mobileHint?: boolean;
  children: ReactNode;
}

/** What surrounds the router, the same on the server and in the browser (hydration needs both alike). */
export function AppFrame({ i18n = pageI18n, mobileHint, children }: AppFrameProps) {
  // <html data-app-ready>: the page is live (rendered or hydrated); journeys wait for it
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MobileHintContext value={mobileHint}>
        <ThemeRoot>
          {children}
          <Toaster />
        </ThemeRoot>
      </MobileHintContext>
    </I18nextProvider>
  );
}

export function App({ router, mobileHint }: { router: ReturnType<typeof createAppRouter>; mobileHint?: boolean }) {
  return (
    <AppFrame mobileHint={mobileHint}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
