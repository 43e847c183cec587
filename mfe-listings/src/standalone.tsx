/**
 * The remote on its own page, for local work (npm run serve -w mfe-listings, then open
 * http://localhost:3001/?path=/buy): it plays the shell's part in a few lines: API client,
 * i18n, a router, and the page of the route table that `path` names.
 */
import { configureApi } from '@portal/shared/api';
import { createI18n, i18n } from '@portal/shared/i18n';
import type { RemotePageProps } from '@portal/shared/mf';
import { localeOfPath, match } from '@portal/shared/routing';
import { ThemeRoot } from '@portal/shared/ui';
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';

function Page({ pages }: { pages: Record<string, ComponentType<RemotePageProps>> }) {
  const location = useLocation();
  const result = match(location.pathname, location.search);
  const Component = result.kind === 'route' ? pages[result.route.page] : undefined;
  if (result.kind !== 'route' || !Component) {
    return <p>{`${location.pathname}: not a page of this remote (${Object.keys(pages).join(', ')})`}</p>;
  }
  return <Component routeName={result.route.name} params={result.params} locale={result.locale} search={location.search} />;
}

export async function mountStandalone(pages: Record<string, ComponentType<RemotePageProps>>, defaultPath: string) {
  const params = new URLSearchParams(window.location.search);
  const path = params.get('path') ?? defaultPath;
  const locale = localeOfPath(path);
  configureApi({ baseURL: params.get('api') ?? 'http://localhost:4000/api', getLanguage: () => locale });
  await createI18n(locale);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Page pages={pages} />
          </Suspense>
        </MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>,
  );
}
