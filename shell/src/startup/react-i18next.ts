/**
 * What the shell provides to the share scope as 'react-i18next' (module-federation.config.ts), as
 * react-router.ts does for the router: the hooks and provider the browser code of every app
 * imports, not the whole package, whose `Trans` components (with their HTML and ICU parsers),
 * higher-order components and SSR helpers no app uses (about 8 KB gzip of every page's first load).
 * `shared-subsets.test.ts` fails when an app imports an export missing here. The server renders
 * with the whole package.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
