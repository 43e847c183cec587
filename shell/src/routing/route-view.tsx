import type { RemotePageProps } from '@portal/shared/mf';
import type { Locale } from '@portal/shared/routing';
import { useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { Layout } from '../layout/layout';
import { usePageMeta } from '../seo/use-page-meta';
import { useNavigationEffects } from '../behaviour/use-navigation-effects';
import { PageOutlet } from './page-outlet';
import type { RouteData } from './route-loader';

/** The element of the catch-all route: the layout and the page the loader resolved. */
export function RouteView() {
  const data = useLoaderData() as RouteData;
  const location = useLocation();
  const route = data.kind === 'route' ? data.route : null;
  useNavigationEffects(route, location.key);
  const props = useMemo<RemotePageProps | null>(
    () => (data.kind === 'route' ? { routeName: data.route.name, params: data.params, locale: data.locale, search: data.search } : null),
    [data],
  );
  return (
    <>
      <PageMeta pathname={data.pathname} locale={data.locale} enabled={data.kind === 'route'} />
      <Layout route={route} locale={data.locale} navKey={location.key}>
        {route && props ? <PageOutlet route={route} props={props} /> : <NotFoundPage locale={data.locale} />}
      </Layout>
    </>
  );
}

/**
 * The head, in a component of its own: its state (GetSeo's answer, arriving after hydration)
 * re-renders this leaf only, not the layout and the page under it.
 */
function PageMeta({ pathname, locale, enabled }: { pathname: string; locale: Locale; enabled: boolean }) {
  usePageMeta(pathname, locale, enabled);
  return null;
}
