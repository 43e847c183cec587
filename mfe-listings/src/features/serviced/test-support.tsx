/**
 * Test helpers of the serviced feature: a local i18next with this remote's messages, a router,
 * and a stand-in for @portal/shared/api whose useApi runs on the mocked `call`.
 */
import './test-polyfills';
import { createInstance, type i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import zhHkPages from '../../i18n/locales/zh-hk/listings.json';
import zhCnPages from '../../i18n/locales/zh-cn/listings.json';
import enUsPages from '../../i18n/locales/en-us/listings.json';
import zhHk from '../../i18n/locales/zh-hk/listings.agents.json';
import zhCn from '../../i18n/locales/zh-cn/listings.agents.json';
import enUs from '../../i18n/locales/en-us/listings.agents.json';

export type TestLocale = 'zh-hk' | 'zh-cn' | 'en-us';

export function makeTestI18n(lng: TestLocale = 'en-us'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: ['listings'],
    defaultNS: 'listings',
    resources: {
      'zh-hk': { listings: { ...zhHkPages, ...zhHk } },
      'zh-cn': { listings: { ...zhCnPages, ...zhCn } },
      'en-us': { listings: { ...enUsPages, ...enUs } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    lowerCaseLng: true,
  });
  return instance;
}

/** Shows where the router is, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  path: string;
  /** extra routes (e.g. the page a redirect goes to); the element under test is at '*' */
  routes?: Record<string, ReactNode>;
  locale?: TestLocale;
}

export function inApp(ui: ReactNode, { path, routes = {}, locale = 'en-us' }: RenderOptions) {
  return (
    <I18nextProvider i18n={makeTestI18n(locale)}>
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

type AnyEndpoint = { name?: string; path: string };
type Options = { query?: unknown; body?: unknown; language?: string; enabled?: boolean };

/** The module jest.mock('@portal/shared/api') returns: the real module with `call` mocked and useApi on top of it. */
export function mockSharedApi() {
  const actual = jest.requireActual('@portal/shared/api');
  const call = jest.fn();
  function useApi(endpoint: AnyEndpoint, options: Options = {}, deps?: readonly unknown[]) {
    const [round, setRound] = useState(0);
    const [settled, setSettled] = useState<{ key: string; data?: unknown; error?: unknown }>();
    const enabled = options.enabled !== false;
    const key = JSON.stringify([endpoint.path, deps ?? [options.query, options.body, options.language], enabled, round]);
    useEffect(() => {
      if (!enabled) return;
      let live = true;
      const { enabled: _e, ...rest } = options;
      Promise.resolve(call(endpoint, rest)).then(
        (data: unknown) => live && setSettled({ key, data }),
        (error: unknown) => live && setSettled((s) => ({ key, data: s?.data, error })),
      );
      return () => {
        live = false;
      };
      // the key holds every input
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    const current = settled?.key === key ? settled : undefined;
    return { data: current?.data, error: current?.error, loading: enabled && !current, reload: () => setRound((r) => r + 1) };
  }
  return { ...actual, call, useApi };
}

/** A page of results as the API answers it. */
export const pageOf = <T,>(items: T[], total = items.length) => ({ items, total, pageIndex: 1, pageCount: 20 });
