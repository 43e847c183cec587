import type { RemotePageProps } from '@portal/shared/mf';
import { NotFoundStatus } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import { Link } from 'react-router';
import { ArticleView } from '../features/news-article';
import { useNewsT } from '../i18n/use-news-t';
import { optionalId } from './optional-id';

/** estateNewsDetail: /estateNews/detail?id= */
export default function EstateNewsDetailPage({ locale, search }: RemotePageProps) {
  const { t } = useNewsT();
  const id = optionalId(new URLSearchParams(search).get('id'));
  if (id === undefined) {
    return (
      <>
        <NotFoundStatus />
        <EmptyState title={t('article.notFoundTitle')} text={t('article.notFoundText')} action={<Link to={href('estateNewsIndex', {}, locale)}>{t('estateNews.backToIndex')}</Link>} />
      </>
    );
  }
  return <ArticleView key={id} id={id} locale={locale} />;
}
