/**
 * A remote on its own page, for local work (npm run serve -w mfe-<name>, then open
 * http://localhost:<port>/?path=/<a route of the remote>): it plays the shell's part in a few
 * lines: API client (?api= another API), i18n, a router, and the page of the route table that
 * `path` names. Each remote's src/bootstrap.tsx calls mountStandalone with its exposed pages.
 */
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { configureApi } from '../api';
import { createI18n, i18n } from '../i18n';
import type { RemotePageProps } from '../mf/contracts';
import { localeOfPath, match } from '../routing';
import { ThemeRoot } from '../ui';

export type StandalonePages = Record<string, ComponentType<RemotePageProps>>;

/** The page of `pages` that the router's location names in the route table, or why there is none. */
export function StandalonePage({ pages }: { pages: StandalonePages }) {
  const location = useLocation();
  const result = match(location.pathname, location.search);
  const Component = result.kind === 'route' ? pages[result.route.page] : undefined;
  if (result.kind !== 'route' || !Component) {
    return <p>{`${location.pathname}: not a page of this remote (${Object.keys(pages).join(', ')})`}</p>;
  }
  return <Component routeName={result.route.name} params={result.params} locale={result.locale} search={location.search} />;
}

export async function mountStandalone(pages: StandalonePages, defaultPath: string): Promise<void> {
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
            <StandalonePage pages={pages} />
          </Suspense>
        </MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>,
  );
}
