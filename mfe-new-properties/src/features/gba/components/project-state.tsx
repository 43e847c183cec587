import { isApiFailure, useApi } from '@portal/shared/api';
import type { GbaProject } from '@portal/shared/contracts';
import { getGbaProject } from '@portal/shared/endpoints';
import { NotFoundStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';

/** The project's page title and description, with the trail GBA home > project. */
export function useProjectMeta(project: GbaProject | undefined, locale: Locale, title?: string) {
  const { t } = useGbaT();
  usePageMeta({
    title: title ?? project?.name ?? t('home.title'),
    description: project?.salesIntro,
    breadcrumbs: project ? [
      { name: t('nav.home'), path: href('gbaIndex', {}, locale) },
      { name: project.name, path: href('gbaDetail', { detailId: project.projectId }, locale) },
    ] : undefined,
  });
}

/** The not-found answer of a GBA page: a 404 status on the server, and the way back to the list. */
export function GbaNotFound({ title, text, locale }: { title: string; text: string; locale: Locale }) {
  const { t } = useGbaT();
  return (
    <div data-testid="gba-not-found">
      <NotFoundStatus />
      <EmptyState title={title} text={text} action={<Link to={href('gbaList', {}, locale)}>{t('project.toList')}</Link>} />
    </div>
  );
}

/** Loads a project (GetProject) and renders it, or its loading, error or not-found state. */
export function ProjectState({ projectId, locale, children }: { projectId: number; locale: Locale; children: (p: GbaProject) => ReactNode }) {
  const { t } = useGbaT();
  const state = useApi(getGbaProject, { query: { projectId }, language: locale }, [projectId, locale]);
  if (state.error && !state.data) {
    if (isApiFailure(state.error) && state.error.status === 404) {
      return <GbaNotFound title={t('project.notFoundTitle')} text={t('project.notFoundText')} locale={locale} />;
    }
    return <ErrorState title={t('project.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  }
  if (!state.data) return <SkeletonText lines={8} />;
  return <>{children(state.data)}</>;
}
