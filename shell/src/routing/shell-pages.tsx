import type { RemotePageProps } from '@portal/shared/mf';
import { lazy, type ComponentType } from 'react';
import { NotFoundPage } from '../errors/not-found-page';

/** The shell's own pages by the route table's page name; each is its own chunk. */
const PAGES: Record<string, ComponentType<RemotePageProps>> = {
  HomePage: lazy(() => import('../pages/home/home-page')),
  DownloadPage: lazy(() => import('../pages/download-page')),
  AboutUsPage: lazy(() => import('../pages/info-page').then((m) => ({ default: m.AboutUsPage }))),
  TermsPage: lazy(() => import('../pages/info-page').then((m) => ({ default: m.TermsPage }))),
  PrivacyPage: lazy(() => import('../pages/info-page').then((m) => ({ default: m.PrivacyPage }))),
  HelpPage: lazy(() => import('../pages/info-page').then((m) => ({ default: m.HelpPage }))),
  ContactPage: lazy(() => import('../pages/info-page').then((m) => ({ default: m.ContactPage }))),
  SitemapPage: lazy(() => import('../pages/sitemap-page')),
  SearchPage: lazy(() => import('../pages/search-page')),
  MSearchPagePage: lazy(() => import('../pages/search-page')),
};

export function shellPageNames(): string[] {
  return Object.keys(PAGES);
}

export function ShellPage({ page, props }: { page: string; props: RemotePageProps }) {
  const Page = PAGES[page];
  if (!Page) return <NotFoundPage locale={props.locale} />;
  return <Page {...props} />;
}
