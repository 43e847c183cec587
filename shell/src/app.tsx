import { i18n } from '@portal/shared/i18n';
import { ThemeRoot, Toaster } from '@portal/shared/ui';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from './errors/route-error-page';
import { routeLoader } from './routing/route-loader';
import { RouteView } from './routing/route-view';

/**
 * One catch-all route: its loader resolves every path with the shared route table (react-router
 * matches whole segments only, the table has patterns like /buy-property-{id}.html), and
 * react-router owns history, navigation and the error element.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '*',
      loader: routeLoader,
      element: <RouteView />,
      errorElement: <RouteErrorPage />,
      // a search-only change (page, sort) re-runs the loader too: guards before each route
      shouldRevalidate: () => true,
    },
  ]);
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeRoot>
    </I18nextProvider>
  );
}
