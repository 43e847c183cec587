import type { RemotePageProps } from '@portal/shared/mf';
import { lazy, type ComponentType } from 'react';
import { NotFoundPage } from '../errors/not-found-page';
import HomePage from '../pages/home/home-page';

/** The shell's own pages by the route table's page name; each is its own chunk. */
const PAGES: Record<string, ComponentType<RemotePageProps>> = {
  // the landing page ships with the shell: one round trip less before its first paint
  HomePage,
  DownloadPage: lazy(() => import(/* webpackChunkName: "page-download" */ '../pages/download-page')),
  AboutUsPage: lazy(() => import(/* webpackChunkName: "page-info" */ '../pages/info-page').then((m) => ({ default: m.AboutUsPage }))),
  TermsPage: lazy(() => import(/* webpackChunkName: "page-info" */ '../pages/info-page').then((m) => ({ default: m.TermsPage }))),
  PrivacyPage: lazy(() => import(/* webpackChunkName: "page-info" */ '../pages/info-page').then((m) => ({ default: m.PrivacyPage }))),
  HelpPage: lazy(() => import(/* webpackChunkName: "page-info" */ '../pages/info-page').then((m) => ({ default: m.HelpPage }))),
  ContactPage: lazy(() => import(/* webpackChunkName: "page-info" */ '../pages/info-page').then((m) => ({ default: m.ContactPage }))),
  SitemapPage: lazy(() => import(/* webpackChunkName: "page-sitemap" */ '../pages/sitemap-page')),
  SearchPage: lazy(() => import(/* webpackChunkName: "page-search" */ '../pages/search-page')),
  MSearchPagePage: lazy(() => import(/* webpackChunkName: "page-search" */ '../pages/search-page')),
};

export function shellPageNames(): string[] {
  return Object.keys(PAGES);
}

export function ShellPage({ page, props }: { page: string; props: RemotePageProps }) {
  const Page = PAGES[page];
  if (!Page) return <NotFoundPage locale={props.locale} />;
  return <Page {...props} />;
}
