/** The Greater Bay Area pages of the route table (spec 2.2), each from its params and query. */
import type { RemotePageProps } from '@portal/shared/mf';
import { parseGbaFilter } from '@portal/shared/url';
import { Floorplans } from './components/floorplans';
import { GbaHome } from './components/gba-home';
import { GbaList } from './components/gba-list';
import { GbaTools } from './components/gba-tools';
import { ProjectMore } from './components/project-more';
import { GbaNotFound, ProjectState } from './components/project-state';
import { ProjectView } from './components/project-view';
import { useGbaT } from './i18n';

const idOf = (value: string | undefined): number | undefined => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

function ProjectNotFound({ locale }: Pick<RemotePageProps, 'locale'>) {
  const { t } = useGbaT();
  return <GbaNotFound title={t('project.notFoundTitle')} text={t('project.notFoundText')} locale={locale} />;
}

/** gbaList: /greater-bay-area[/{filter}/] */
export function GbaListPage({ params, locale }: RemotePageProps) {
  const { t } = useGbaT();
  const filter = parseGbaFilter(params.filter);
  if (!filter) return <GbaNotFound title={t('list.notFoundTitle')} text={t('list.notFoundText')} locale={locale} />;
  return <GbaList filter={filter} locale={locale} />;
}

/** gbaDetail: /greater-bay-area-{detailId}[.html] */
export function GbaDetailPage({ params, locale }: RemotePageProps) {
  const id = idOf(params.detailId);
  if (id === undefined) return <ProjectNotFound locale={locale} />;
  return <ProjectState projectId={id} locale={locale}>{(p) => <ProjectView project={p} locale={locale} />}</ProjectState>;
}

/** gbaMore: /greater-bay-area-{detailId}-detail */
export function GbaMorePage({ params, locale }: RemotePageProps) {
  const id = idOf(params.detailId);
  if (id === undefined) return <ProjectNotFound locale={locale} />;
  return <ProjectState projectId={id} locale={locale}>{(p) => <ProjectMore project={p} locale={locale} />}</ProjectState>;
}

/** gbaFloorplan: /greater-bay-area-{detailId}-floorplan[/t{tId}] */
export function GbaFloorplanPage({ params, locale }: RemotePageProps) {
  const id = idOf(params.detailId);
  const planId = idOf(params.tId);
  if (id === undefined || (params.tId !== undefined && planId === undefined)) return <ProjectNotFound locale={locale} />;
  return <ProjectState projectId={id} locale={locale}>{(p) => <Floorplans project={p} planId={planId} locale={locale} />}</ProjectState>;
}

/** gbaIndex: /greaterBayArea/index */
export function GbaIndexPage({ locale }: RemotePageProps) {
  return <GbaHome locale={locale} />;
}

/** gbaIndexDetail: /greaterBayArea/detail?id={detailId} (and /detail): a project by its id in the query */
export function GbaIndexDetailPage({ search, locale }: RemotePageProps) {
  const id = idOf(new URLSearchParams(search).get('id') ?? undefined);
  if (id === undefined) return <ProjectNotFound locale={locale} />;
  return <ProjectState projectId={id} locale={locale}>{(p) => <ProjectView project={p} locale={locale} />}</ProjectState>;
}

/** gbaTools: /gbaTools */
export function GbaToolsPage({ locale }: RemotePageProps) {
  return <GbaTools locale={locale} />;
}
