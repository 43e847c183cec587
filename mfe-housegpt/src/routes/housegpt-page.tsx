import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { DistrictOverview } from '../features/districts';
import { useHousegptT } from '../i18n/use-housegpt-t';

/** housegpt: /housegpt */
export default function HousegptPage({ locale }: RemotePageProps) {
  const { t } = useHousegptT();
  // the page's title and description on the server and after each navigation (docs/seo.md);
  // GetSeo's entry for this very path wins over them
  usePageMeta({ title: t('page.title'), description: t('page.intro') });
  return (
    <div data-testid="housegpt-page">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <DistrictOverview locale={locale} />
    </div>
  );
}
