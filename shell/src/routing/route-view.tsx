import type { RemotePageProps } from '@portal/shared/mf';
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
  usePageMeta(data.pathname, data.locale, data.kind === 'route');
  const props = useMemo<RemotePageProps | null>(
    () => (data.kind === 'route' ? { routeName: data.route.name, params: data.params, locale: data.locale, search: data.search } : null),
    [data],
  );
  return (
    <Layout route={route} locale={data.locale} navKey={location.key}>
      {route && props ? <PageOutlet route={route} props={props} /> : <NotFoundPage locale={data.locale} />}
    </Layout>
  );
}
