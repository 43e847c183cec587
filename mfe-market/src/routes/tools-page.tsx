import { servedPage } from '@portal/shared/api';
import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { SkeletonText } from '@portal/shared/ui';
import { Suspense, useState } from 'react';
import { MarketTools, MarketToolsNow, type ToolName } from '../features/tools';
import { useMarketT } from '../i18n/use-market-t';
import styles from '../lib/market.module.css';

/** A page of some of the buying tools, under its own title (the mortgage calculator's and the tax tools' pages). */
export function ToolsPage({ locale, page, tools }: { locale: RemotePageProps['locale']; page: 'mortgagePage' | 'taxPage'; tools: readonly ToolName[] }) {
  const { t } = useMarketT();
  usePageMeta({ title: t(`${page}.title`), description: t(`${page}.intro`) });
  // the served page keeps the server's tools until they are seen; a page the browser rendered has
  // none to keep (chosen once: a language switch keeps the tools and what was typed into them)
  const [served] = useState(servedPage);
  return (
    <div data-testid="market-tools-page" className={styles.page}>
      <h1>{t(`${page}.title`)}</h1>
      <p className={styles.muted}>{t(`${page}.intro`)}</p>
      <Suspense fallback={<div aria-busy="true"><SkeletonText lines={12} /></div>}>
        {served ? <MarketTools locale={locale} tools={tools} /> : <MarketToolsNow locale={locale} tools={tools} />}
      </Suspense>
    </div>
  );
}
