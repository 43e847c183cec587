import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { DistrictOverview } from '../features/districts';
import { useEstatesT } from '../i18n/use-estates-t';

/** estateList: /estate */
export default function EstateListPage({ locale }: RemotePageProps) {
  const { t } = useEstatesT();
  // the page's title and description on the server and after each navigation (docs/seo.md);
  // GetSeo's entry for this very path wins over them
  usePageMeta({ title: t('page.title'), description: t('page.intro') });
  return (
    <div data-testid="estates-page">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <DistrictOverview locale={locale} />
    </div>
  );
}
